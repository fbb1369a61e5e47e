import type { ReactNode } from "react";
import type { useTranslations } from "use-intl";
import { type CheckKeys, wordCheck } from "~/lib/check-words";

/*
 * The words of the stations' staff screens in the page's language (namespace "stationsAdmin",
 * README "Languages"): /admin/qr, its print sheet and a station's display. Kept apart from the
 * participants' "stations", which the hunt's public pages carry in their HTML.
 */

/** `useTranslations("stationsAdmin")`. */
export type StationsAdminT = ReturnType<typeof useTranslations<"stationsAdmin">>;

/**
 * The checks of `stationFields` (`~/shared/stations/inputs`: the browser's and the server's field
 * messages are the same English words), each with its key and values.
 */
const CHECKS: CheckKeys<
  | "checks.atLeast"
  | "checks.atMost"
  | "checks.wholePoints"
  | "checks.noNegativePoints"
  | "checks.atMostPoints"
  | "checks.wholeNumber"
  | "checks.atLeastNumber"
  | "checks.atMostPosition"
> = {
  "At least 2 characters.": { key: "checks.atLeast", values: { min: 2 } },
  "At most 80 characters.": { key: "checks.atMost", values: { max: 80 } },
  "At most 300 characters.": { key: "checks.atMost", values: { max: 300 } },
  "Whole points only.": { key: "checks.wholePoints" },
  "No negative points.": { key: "checks.noNegativePoints" },
  "At most 1000.": { key: "checks.atMostPoints", values: { max: 1000 } },
  "A whole number.": { key: "checks.wholeNumber" },
  "At least 0.": { key: "checks.atLeastNumber", values: { min: 0 } },
  "At most 100,000.": { key: "checks.atMostPosition", values: { max: 100_000 } },
};

/** A field's check in the page's language; any other message as it came. */
export const stationCheckWords = (t: StationsAdminT, error: ReactNode): ReactNode =>
  wordCheck(CHECKS, t, error);
