import { createTranslator, type Messages } from "use-intl/core";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText, ServerTextValues } from "~/shared/i18n/server-text";
import { festivalTimeZone } from "~/shared/time-zone";
import { namespacesOfApp, pageMessages } from "./messages";

/**
 * Words the server writes itself in a person's language (README "Languages"): answers it keeps
 * and sends later, such as the outcome of an action queued without signal, which the phone shows
 * in its list whatever page is open. Formatted from the same precompiled messages as pages and
 * mails; a missing message throws (a test catches it, not a person).
 */
export function serverWords(locale: Locale): ServerWords {
  return createTranslator({
    locale,
    messages: pageMessages(locale, namespacesOfApp()),
    timeZone: festivalTimeZone(),
    onError: (error) => {
      throw error;
    },
  });
}

/** A translator of every namespace, typed from the English messages (`AppMessages`). */
export type ServerWords = ReturnType<typeof createTranslator<Messages>>;

/** The values a refusal's moment travels in: an ISO instant, worded as the page words moments. */
const MOMENT_VALUES = new Set(["at", "date"]);

function wordedValues(values: ServerTextValues | undefined, locale: Locale) {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const moment = typeof value === "string" && MOMENT_VALUES.has(name) ? Date.parse(value) : NaN;
      return [name, Number.isNaN(moment) ? value : formatDateTime(new Date(moment), locale)];
    }),
  );
}

/** A refusal or answer by key (`ServerText`) in `locale`, its moments worded in that language. */
export function wordServerText(text: ServerText, locale: Locale): string {
  return serverWords(locale)(text.key, wordedValues(text.values, locale));
}
