import type { ReactNode } from "react";
import type { useTranslations } from "use-intl";
import type {
  CarePostKind,
  GivingCategory,
  ModerationStatus,
  ReportReason,
} from "~/generated/prisma/enums";
import { CARE_MESSAGE_MAX, CARE_TO_NAME_MAX, carePostHeadingOf } from "~/shared/care/rules";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import { type CheckKeys, wordCheck } from "~/lib/check-words";

/*
 * The care area's words in the page's language (namespace "care", README "Languages"), one
 * function each so a page carries only those it shows. The keys built from an enum value are
 * listed literally, so the unused-key guard finds them.
 */

/** `useTranslations("care")`. */
export type CareT = ReturnType<typeof useTranslations<"care">>;

const KIND_KEYS = {
  GRATITUDE: "kinds.GRATITUDE",
  JOY_OF_GIVING: "kinds.JOY_OF_GIVING",
} as const satisfies Record<CarePostKind, string>;

const CATEGORY_KEYS = {
  HELPING_HAND: "categories.HELPING_HAND",
  SHARING: "categories.SHARING",
  DONATION: "categories.DONATION",
  VOLUNTEERING: "categories.VOLUNTEERING",
  KIND_WORDS: "categories.KIND_WORDS",
  OTHER: "categories.OTHER",
} as const satisfies Record<GivingCategory, string>;

const STATUS_KEYS = {
  PENDING: "status.PENDING",
  APPROVED: "status.APPROVED",
  REJECTED: "status.REJECTED",
} as const satisfies Record<ModerationStatus, string>;

const REASON_KEYS = {
  SPAM: "reportDialog.reasons.SPAM",
  OFFENSIVE: "reportDialog.reasons.OFFENSIVE",
  DOES_NOT_BELONG: "reportDialog.reasons.DOES_NOT_BELONG",
} as const satisfies Record<ReportReason, string>;

export const kindWords = (t: CareT, kind: CarePostKind) => t(KIND_KEYS[kind]);
export const categoryWords = (t: CareT, category: GivingCategory) => t(CATEGORY_KEYS[category]);
export const statusWords = (t: CareT, status: ModerationStatus) => t(STATUS_KEYS[status]);
export const reasonWords = (t: CareT, reason: ReportReason) => t(REASON_KEYS[reason]);

/** The name the wall shows, "Anonymous" in the page's language. */
export const wallNameWords = (t: CareT, name: string) =>
  name === ANONYMOUS_NAME ? t("post.anonymous") : name;

/** How a post is introduced (as `carePostHeading` says it in English). */
export function headingWords(t: CareT, post: Parameters<typeof carePostHeadingOf>[0]): string {
  const parts = carePostHeadingOf(post);
  switch (parts.kind) {
    case "thankYouTo":
      return t("post.thankYouTo", { name: parts.name });
    case "thankYou":
      return t("post.thankYou");
    case "kindAct":
      return t("post.kindAct");
    case "category":
      return t(CATEGORY_KEYS[parts.category]);
  }
}

/** The signature line under a post: "— Ada". */
export const bylineWords = (t: CareT, name: string) =>
  t("post.byline", { name: wallNameWords(t, name) });

/**
 * The checks of `~/shared/care/inputs` (the browser's and the server's field messages are the
 * same English words), each with its key and values.
 */
const CHECKS: CheckKeys<
  | "checks.messageRequired"
  | "checks.categoryRequired"
  | "checks.messageTooLong"
  | "checks.toNameTooLong"
> = {
  "Write a message.": { key: "checks.messageRequired" },
  [`At most ${CARE_MESSAGE_MAX} characters.`]: {
    key: "checks.messageTooLong",
    values: { max: CARE_MESSAGE_MAX },
  },
  [`At most ${CARE_TO_NAME_MAX} characters.`]: {
    key: "checks.toNameTooLong",
    values: { max: CARE_TO_NAME_MAX },
  },
  "Choose a category.": { key: "checks.categoryRequired" },
};

/** A field's check in the page's language; any other message as it came. */
export const checkWords = (t: CareT, error: ReactNode): ReactNode => wordCheck(CHECKS, t, error);
