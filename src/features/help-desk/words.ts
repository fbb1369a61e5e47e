import type { useTranslations } from "use-intl";
import type { CarePostKind, ParticipationStatus, Role } from "~/generated/prisma/enums";

/*
 * The help desk's words in the page's language (namespace "helpDesk", README "Languages"). The
 * keys built from an enum value are listed literally, so the unused-key guard finds them.
 */

/** `useTranslations("helpDesk")`. */
export type HelpDeskT = ReturnType<typeof useTranslations<"helpDesk">>;

const ROLE_KEYS = {
  PARTICIPANT: "roles.PARTICIPANT",
  MODERATOR: "roles.MODERATOR",
  ADMIN: "roles.ADMIN",
} as const satisfies Record<Role, string>;

/** What a care post is, as the desk lists it (the care page's words, without its namespace). */
const KIND_KEYS = {
  GRATITUDE: "kinds.GRATITUDE",
  JOY_OF_GIVING: "kinds.JOY_OF_GIVING",
} as const satisfies Record<CarePostKind, string>;

const CHALLENGE_STATUS_KEYS = {
  NOT_STARTED: "challengeStatus.NOT_STARTED",
  IN_PROGRESS: "challengeStatus.IN_PROGRESS",
  COMPLETED: "challengeStatus.COMPLETED",
} as const satisfies Record<ParticipationStatus, string>;

export const roleWords = (t: HelpDeskT, role: Role) => t(ROLE_KEYS[role]);
export const kindWords = (t: HelpDeskT, kind: CarePostKind) => t(KIND_KEYS[kind]);
export const challengeStatusWords = (t: HelpDeskT, status: ParticipationStatus) =>
  t(CHALLENGE_STATUS_KEYS[status]);
