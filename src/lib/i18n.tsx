import type { ReactNode } from "react";
import { IntlProvider, type IntlError } from "use-intl";
import { reportError } from "~/lib/error-reporting";
import { FALLBACK_LOCALE, type Locale } from "~/shared/i18n/locales";
import type { PageMessages } from "~/shared/i18n/messages";
import { festivalTimeZone } from "~/shared/time-zone";

const production = process.env.NODE_ENV === "production";

/**
 * A message that is missing or cannot be formatted: in development and tests a failure that
 * cannot be missed; in production the page goes on (showing the key) and the error is reported.
 */
function onIntlError(error: IntlError): void {
  if (!production) throw error;
  reportError(error, { area: "i18n" });
}

function messageFallback({ key, namespace }: { key: string; namespace?: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/**
 * The page's language and messages (README "Languages"), from `serverPage`'s props; pages
 * without them (the pre-rendered 404 and error pages) are in the fallback language.
 */
export function AppIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale | undefined;
  messages: PageMessages | undefined;
  children?: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale ?? FALLBACK_LOCALE}
      messages={messages ?? {}}
      timeZone={festivalTimeZone()}
      onError={onIntlError}
      getMessageFallback={messageFallback}
    >
      {children}
    </IntlProvider>
  );
}
