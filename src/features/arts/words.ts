import type { ReactNode } from "react";
import type { useTranslations } from "use-intl";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import { MAX_SUBMISSION_TEXT, SUBMISSION_CHECKS } from "~/shared/submissions/rules";

/*
 * The arts area's words in the page's language (namespace "arts", README "Languages"). The keys
 * built from an enum value are listed literally, so the unused-key guard finds them. The
 * challenges' titles are the festival's content; the works' texts and authors are people's own.
 */

/** `useTranslations("arts")`. */
export type ArtsT = ReturnType<typeof useTranslations<"arts">>;

const STATUS_KEYS = {
  PENDING: "status.PENDING",
  APPROVED: "status.APPROVED",
  REJECTED: "status.REJECTED",
} as const satisfies Record<ModerationStatus, string>;

export const statusWords = (t: ArtsT, status: ModerationStatus) => t(STATUS_KEYS[status]);

/** The author the gallery names: "Anonymous" (a private profile) in the page's language. */
export const authorWords = (t: ArtsT, author: string) =>
  author === ANONYMOUS_NAME ? t("gallery.anonymous") : author;

/**
 * The submit form's checks (`SUBMISSION_CHECKS`: the browser's and the server's field messages
 * are the same English words), each with its key and values.
 */
const CHECKS: CheckKeys<
  | "checks.textTooLong"
  | "checks.textOrImage"
  | "checks.imageTooLarge"
  | "checks.oneImage"
  | "checks.imageType"
> = {
  [SUBMISSION_CHECKS.textTooLong]: {
    key: "checks.textTooLong",
    values: { max: MAX_SUBMISSION_TEXT },
  },
  [SUBMISSION_CHECKS.textOrImage]: { key: "checks.textOrImage" },
  [SUBMISSION_CHECKS.imageTooLarge]: { key: "checks.imageTooLarge" },
  [SUBMISSION_CHECKS.oneImage]: { key: "checks.oneImage" },
  [SUBMISSION_CHECKS.imageType]: { key: "checks.imageType" },
};

/** A field's check in the page's language; any other message as it came. */
export const checkWords = (t: ArtsT, error: ReactNode): ReactNode => wordCheck(CHECKS, t, error);
