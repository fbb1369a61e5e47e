import type { ReactNode } from "react";
import { IntlProvider, useTranslations, type IntlError } from "use-intl";
import { reportError } from "~/lib/error-reporting";
import { FALLBACK_LOCALE, type Locale } from "~/shared/i18n/locales";
import type { PageMessages } from "~/shared/i18n/messages";
import { isServerText, type ServerText } from "~/shared/i18n/server-text";
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
  children: ReactNode;
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

/**
 * Words what the server named by key (a refusal's `error.data.text`, an answer's `text`) in the
 * page's language; anything else (a procedure not converted yet) keeps the server's words. The
 * page must have the key's namespace (`serverPage({ messages })`).
 */
export function useServerText(): (text: unknown, words: string) => string {
  const t = useTranslations();
  return (text, words) => (isServerText(text) ? wordOf(t, text) : words);
}

function wordOf(t: ReturnType<typeof useTranslations<never>>, text: ServerText): string {
  return t(text.key, text.values);
}
