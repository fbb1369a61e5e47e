import { env } from "~/env";
import type { ClientConfig } from "~/lib/client-config";

/** The browser's analytics and error-reporting settings, from the environment at run time. */
export function clientConfigFromEnv(): ClientConfig {
  return {
    posthogKey: env.NEXT_PUBLIC_POSTHOG_KEY ?? null,
    posthogHost: env.NEXT_PUBLIC_POSTHOG_KEY ? env.NEXT_PUBLIC_POSTHOG_HOST : null,
    sentryDsn: env.SENTRY_DSN ?? null,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
  };
}
