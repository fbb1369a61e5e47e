import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { REASON_MAX_LENGTH } from "~/shared/inputs";
import { MAX_REFILL_QUANTITY } from "~/shared/points";

/*
 * The words of the refill desk's staff screens in the page's language (namespace "refills",
 * README "Languages"): the desk, the collections log, the water points, the bottle users. A page
 * that shows the desk's pieces (RecordCollectionForm, PersonFinder) names "refills" in its
 * `serverPage({ messages })`. The participants' bottle section is in "stations".
 */

/** `useTranslations("refills")`. */
export type RefillsT = ReturnType<typeof useTranslations<"refills">>;

/**
 * The checks of `~/shared/refills/inputs` and of a deletion's reason (`reasonSchema`): the
 * browser's and the server's field messages are the same English words, each with its key and
 * values here.
 */
const CHECKS: CheckKeys<
  | "checks.quantityRequired"
  | "checks.wholeBottles"
  | "checks.atLeastOne"
  | "checks.atMostBottles"
  | "checks.choosePoint"
  | "checks.atLeast"
  | "checks.atMost"
  | "checks.reasonTooShort"
  | "server.pointNameTaken"
> = {
  "Enter how many bottles.": { key: "checks.quantityRequired" },
  "Whole bottles only.": { key: "checks.wholeBottles" },
  "At least 1 bottle.": { key: "checks.atLeastOne" },
  [`At most ${MAX_REFILL_QUANTITY} bottles at once.`]: {
    key: "checks.atMostBottles",
    values: { max: MAX_REFILL_QUANTITY },
  },
  "Choose a water point.": { key: "checks.choosePoint" },
  "At least 2 characters.": { key: "checks.atLeast", values: { min: 2 } },
  "At most 80 characters.": { key: "checks.atMost", values: { max: 80 } },
  "At most 280 characters.": { key: "checks.atMost", values: { max: 280 } },
  [`At most ${REASON_MAX_LENGTH} characters.`]: {
    key: "checks.atMost",
    values: { max: REASON_MAX_LENGTH },
  },
  "Say why, in at least 3 characters.": { key: "checks.reasonTooShort" },
  // The server's refusal of a taken name, shown next to the field.
  "Another water point already has this name.": { key: "server.pointNameTaken" },
};

/** A field's check in the page's language; any other message as it came. */
export const refillCheckWords = (t: RefillsT, error: ReactNode): ReactNode =>
  wordCheck(CHECKS, t, error);

/**
 * What a paged admin table (mantine-datatable) says around its rows, in the page's language:
 * "1 - 20 / 57", the page size's label, the arrows' names.
 */
export function useTableWords() {
  const t = useTranslations("refills");
  return {
    paginationText: ({
      from,
      to,
      totalRecords,
    }: {
      from: number;
      to: number;
      totalRecords: number;
    }) => t("table.pagination", { from, to, total: totalRecords }),
    recordsPerPageLabel: t("table.perPage"),
    getPaginationControlProps: (control: "first" | "last" | "previous" | "next") =>
      control === "previous"
        ? { "aria-label": t("table.previous") }
        : control === "next"
          ? { "aria-label": t("table.next") }
          : {},
  };
}
