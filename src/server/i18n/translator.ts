import { createTranslator, type Messages } from "use-intl/core";
import type { Locale } from "~/shared/i18n/locales";
import type { Namespace } from "~/shared/i18n/messages";
import { festivalTimeZone } from "~/shared/time-zone";
import { pageMessages } from "./messages";

/**
 * The words of one namespace in one language, for what the server writes itself (a PDF, a CSV
 * header; README "Languages"): use-intl's translator over the same compiled messages pages get,
 * dates in the festival's time zone. A missing or broken message throws, so no file goes out
 * with a key in it. Called as `serverWords({ locale, namespace: "certificates" })`: the
 * namespace written so lets the unused-key guard see the keys the file names.
 */
export function serverWords<N extends Namespace>({
  locale,
  namespace,
}: {
  locale: Locale;
  namespace: N;
}): ServerWords<N> {
  return createTranslator({
    locale,
    messages: pageMessages(locale, [namespace]),
    namespace,
    timeZone: festivalTimeZone(),
    onError: (error) => {
      throw error;
    },
  });
}

/** A translator of one namespace, typed from the English messages (`AppMessages`). */
export type ServerWords<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;
