import type { useTranslations } from "use-intl";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { MODERATION_REASON_MAX } from "~/shared/moderation/rules";

/*
 * The moderators' words in the page's language (namespace "moderation", README "Languages"). The
 * statuses are `MODERATION_STATUS_KEYS` (~/shared/moderation/rules), full keys for any page that
 * loads the namespace.
 */

/** `useTranslations("moderation")`. */
export type ModerationT = ReturnType<typeof useTranslations<"moderation">>;

/**
 * The checks of `moderationReasonSchema` (~/shared/moderation/inputs), as the server sends them
 * next to the reason field, each with its key and values.
 */
const CHECKS: CheckKeys<"checks.reasonRequired" | "checks.reasonTooLong"> = {
  "Give a reason: the author will read it.": { key: "checks.reasonRequired" },
  [`At most ${MODERATION_REASON_MAX} characters.`]: {
    key: "checks.reasonTooLong",
    values: { max: MODERATION_REASON_MAX },
  },
};

/** A reason's check in the page's language; any other message as it came. */
export function reasonCheckWords(t: ModerationT, message: string): string {
  const worded = wordCheck(CHECKS, t, message);
  return typeof worded === "string" ? worded : message;
}
