import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type {
  CarePostKind,
  GivingCategory,
  ModerationStatus,
  ReportReason,
} from "~/generated/prisma/enums";
import { CARE_MESSAGE_MAX, CARE_TO_NAME_MAX, carePostHeadingOf } from "~/shared/care/rules";
import { formatDateTime } from "~/shared/format";
import { ANONYMOUS_NAME } from "~/shared/public-name";

/*
 * The care area's words in the page's language (namespace "care", README "Languages"). The keys
 * built from an enum value are listed literally, so the unused-key guard finds them.
 */

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

/**
 * The checks of `~/shared/care/inputs` (the browser's and the server's field messages are the
 * same English words): each one's key and values, to word it in the page's language.
 */
const CHECKS = new Map<
  string,
  | { key: "checks.messageRequired" }
  | { key: "checks.messageTooLong" | "checks.toNameTooLong"; max: number }
  | { key: "checks.categoryRequired" }
>([
  ["Write a message.", { key: "checks.messageRequired" }],
  [
    `At most ${CARE_MESSAGE_MAX} characters.`,
    { key: "checks.messageTooLong", max: CARE_MESSAGE_MAX },
  ],
  [
    `At most ${CARE_TO_NAME_MAX} characters.`,
    { key: "checks.toNameTooLong", max: CARE_TO_NAME_MAX },
  ],
  ["Choose a category.", { key: "checks.categoryRequired" }],
]);

type HeadedPost = Parameters<typeof carePostHeadingOf>[0];

export function useCareWords() {
  const t = useTranslations("care");
  const locale = useLocale();
  return {
    /** "24 Nov 2026, 14:05" / "24. Nov. 2026, 14:05" in the festival's time zone. */
    dateTime: (date: Date) => formatDateTime(date, locale),
    kind: (kind: CarePostKind) => t(KIND_KEYS[kind]),
    category: (category: GivingCategory) => t(CATEGORY_KEYS[category]),
    status: (status: ModerationStatus) => t(STATUS_KEYS[status]),
    reason: (reason: ReportReason) => t(REASON_KEYS[reason]),
    /** How a post is introduced (as `carePostHeading` says it in English). */
    heading: (post: HeadedPost) => {
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
    },
    /** The signature line under a post: "— Ada". */
    byline: (name: string) =>
      t("post.byline", { name: name === ANONYMOUS_NAME ? t("post.anonymous") : name }),
    /** The name the wall shows, "Anonymous" in the page's language. */
    wallName: (name: string) => (name === ANONYMOUS_NAME ? t("post.anonymous") : name),
    /** A field's check in the page's language; any other message as it came. */
    check: (error: ReactNode): ReactNode => {
      if (typeof error !== "string") return error;
      const found = CHECKS.get(error);
      if (!found) return error;
      return "max" in found ? t(found.key, { max: found.max }) : t(found.key);
    },
  };
}

export type CareWords = ReturnType<typeof useCareWords>;
