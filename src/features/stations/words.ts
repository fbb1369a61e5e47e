import { useLocale, useTranslations } from "use-intl";
import type { WindowState } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";
import type { ServerText } from "~/shared/i18n/server-text";
import type { ScanNotice, ScanRefusal } from "~/shared/stations/rules";

/** The stations area's words in the page's language (README "Languages"). */
export type StationWords = {
  t: ReturnType<typeof useTranslations<"stations">>;
  /** A moment (a Date or an ISO instant) on the festival's clocks, in the page's language. */
  when(at: Date | string): string;
  /** A refusal in the page's language: by its key when it has one, else the server's words. */
  refusal(refusal: ScanRefusal): string;
};

/**
 * A refusal's values with its moment (`at`, an ISO instant from the server) worded as the page
 * says moments.
 */
function withMoment(text: ServerText, when: StationWords["when"]): ServerText {
  const at = text.values?.at;
  if (typeof at !== "string") return text;
  return { ...text, values: { ...text.values, at: when(at) } };
}

/**
 * The area's words. A refusal's key is worded when this page has its message (`t.has`: a key the
 * page does not know, say from a newer server, keeps the server's words), its moment in the
 * page's language.
 */
export function useStationWords(): StationWords {
  const t = useTranslations("stations");
  const all = useTranslations();
  const locale = useLocale();
  const when = (at: Date | string) => formatDateTime(new Date(at), locale);
  const refusal = ({ text, message }: ScanRefusal) => {
    if (!text || !all.has(text.key)) return message;
    const worded = withMoment(text, when);
    return all(worded.key, worded.values);
  };
  return { t, when, refusal };
}

/** What the station page says about a scan: a title, the text and how it looks. */
export function noticeText(
  notice: ScanNotice,
  { t, when, refusal }: StationWords,
): { title: string; text: string; color: "teal" | "blue" | "red" } {
  switch (notice.kind) {
    case "credited":
      return {
        title: t("notice.creditedTitle"),
        text: t("notice.credited", { points: notice.points, label: notice.label }),
        color: "teal",
      };
    case "already":
      return {
        title: notice.label,
        text: t("notice.already", { at: when(notice.scannedAt) }),
        color: "blue",
      };
    case "refused":
      return { title: t("notice.refusedTitle"), text: refusal(notice), color: "red" };
  }
}

/** The hunt's window in words: "Opens …", "Closed on …", "Open until …", or null. */
export function huntWindowText(
  { t, when }: StationWords,
  hunt: { window: WindowState; startsAt: Date | null; endsAt: Date | null },
): string | null {
  if (hunt.window === "upcoming" && hunt.startsAt)
    return t("window.opens", { at: when(hunt.startsAt) });
  if (hunt.window === "closed" && hunt.endsAt) return t("window.closed", { at: when(hunt.endsAt) });
  if (hunt.endsAt) return t("window.until", { at: when(hunt.endsAt) });
  return null;
}

/** The hunt's one rule (`HuntRule`) in words: how many to find, to complete, for the certificate. */
export function huntRuleWords(
  { t }: StationWords,
  rule: { stations: number; toComplete: number | null; forCertificate: number },
): string {
  if (rule.toComplete === null) return t("rule.none");
  return t("rule.text", {
    stations: rule.stations,
    toComplete: rule.toComplete,
    forCertificate: rule.forCertificate,
  });
}
