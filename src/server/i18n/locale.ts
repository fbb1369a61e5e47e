import type { IncomingMessage } from "node:http";
import { env } from "~/env";
import { mailLocale, resolveLocale, type LocaleSettings } from "~/server/domain/locale";
import { readCookie } from "~/server/http/cookies";
import { LOCALE_COOKIE, type Locale } from "~/shared/i18n/locales";

/**
 * The festival's language settings (`FESTIVAL_LOCALES`, `FESTIVAL_DEFAULT_LOCALE`). A default that
 * is not offered is a configuration mistake: the server refuses to start (src/instrumentation.ts).
 */
export function localeSettings(): LocaleSettings {
  const offered = env.FESTIVAL_LOCALES;
  const fallback = env.FESTIVAL_DEFAULT_LOCALE;
  if (!offered.includes(fallback)) {
    throw new Error(
      `FESTIVAL_DEFAULT_LOCALE=${fallback} is not one of FESTIVAL_LOCALES (${offered.join(",")}).`,
    );
  }
  return { offered, fallback };
}

/** The language of one request: `resolveLocale` from the person, the cookie and the browser. */
export function requestLocale(request: IncomingMessage, stored: string | null | undefined): Locale {
  const acceptLanguage = request.headers["accept-language"];
  return resolveLocale(
    {
      stored: stored ?? null,
      cookie: readCookie(request.headers.cookie, LOCALE_COOKIE) ?? undefined,
      acceptLanguage: typeof acceptLanguage === "string" ? acceptLanguage : undefined,
    },
    localeSettings(),
  );
}

/**
 * Who a mail goes to, in their language (`mailLocale`): their stored choice, else the language
 * of the request that caused the mail (null: none, as for the inbox digest), else the default.
 */
export function mailRecipient(
  person: { email: string; name: string; locale?: string | null },
  requestLocale: Locale | null,
): { email: string; name: string; locale: Locale } {
  return {
    email: person.email,
    name: person.name,
    locale: mailLocale(person.locale, requestLocale, localeSettings()),
  };
}
