import type { ReactNode } from "react";
import type { useTranslations } from "use-intl";
import type { Area, Role } from "~/generated/prisma/enums";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { AREA_WORDS } from "~/lib/navigation";
import type { Translate } from "~/lib/page";
import { BINGO_TASK_MAX } from "~/shared/bingo";
import { areaSlug, CHALLENGE_KINDS, KIND_LABELS } from "~/shared/challenges";

/*
 * The admin area's words in the page's language (namespace "admin", README "Languages"). The keys
 * of enum values are listed literally, so the unused-key guard finds them. The festival's content
 * (titles, questions, tasks) is data and shown as it is.
 */

/** `useTranslations("admin")`. */
export type AdminT = ReturnType<typeof useTranslations<"admin">>;

const ROLE_KEYS = {
  PARTICIPANT: "roles.PARTICIPANT",
  MODERATOR: "roles.MODERATOR",
  ADMIN: "roles.ADMIN",
} as const satisfies Record<Role, string>;

export const roleWords = (t: AdminT, role: Role) => t(ROLE_KEYS[role]);

/** An area's name as the shell says it ("Sports and fitness"), from the shared `shell` words. */
export const areaWords = (t: Translate, area: Area) => t(AREA_WORDS[areaSlug(area)].name);

/** The snapshot fields the audit log names in words; any other shows its own name. */
const FIELD_KEYS: Record<string, Parameters<AdminT>[0]> = {
  active: "audit.fields.active",
  answer: "audit.fields.answer",
  area: "audit.fields.area",
  bottles: "audit.fields.bottles",
  captainId: "audit.fields.captainId",
  category: "audit.fields.category",
  code: "audit.fields.code",
  codeMode: "audit.fields.codeMode",
  createdAt: "audit.fields.createdAt",
  decidedAt: "audit.fields.decidedAt",
  deleteReason: "audit.fields.deleteReason",
  deletedAt: "audit.fields.deletedAt",
  description: "audit.fields.description",
  difficulty: "audit.fields.difficulty",
  disbanded: "audit.fields.disbanded",
  email: "audit.fields.email",
  endsAt: "audit.fields.endsAt",
  goal: "audit.fields.goal",
  id: "audit.fields.id",
  key: "audit.fields.key",
  kind: "audit.fields.kind",
  label: "audit.fields.label",
  level: "audit.fields.level",
  link: "audit.fields.link",
  members: "audit.fields.members",
  message: "audit.fields.message",
  moved: "audit.fields.moved",
  name: "audit.fields.name",
  points: "audit.fields.points",
  position: "audit.fields.position",
  published: "audit.fields.published",
  question: "audit.fields.question",
  reason: "audit.fields.reason",
  revokedAt: "audit.fields.revokedAt",
  role: "audit.fields.role",
  serial: "audit.fields.serial",
  slug: "audit.fields.slug",
  startsAt: "audit.fields.startsAt",
  status: "audit.fields.status",
  summary: "audit.fields.summary",
  tasks: "audit.fields.tasks",
  title: "audit.fields.title",
  updatedAt: "audit.fields.updatedAt",
  userId: "audit.fields.userId",
  withdrawnAt: "audit.fields.withdrawnAt",
};

/** The kinds of row the audit log names in words; any other shows its code. */
const TARGET_KEYS: Record<string, Parameters<AdminT>[0]> = {
  Achievement: "audit.targetTypes.Achievement",
  Announcement: "audit.targetTypes.Announcement",
  BingoCard: "audit.targetTypes.BingoCard",
  BingoTask: "audit.targetTypes.BingoTask",
  BottleCollection: "audit.targetTypes.BottleCollection",
  CarePost: "audit.targetTypes.CarePost",
  Certificate: "audit.targetTypes.Certificate",
  Challenge: "audit.targetTypes.Challenge",
  FaqEntry: "audit.targetTypes.FaqEntry",
  Station: "audit.targetTypes.Station",
  Submission: "audit.targetTypes.Submission",
  Team: "audit.targetTypes.Team",
  TeamSettings: "audit.targetTypes.TeamSettings",
  User: "audit.targetTypes.User",
  WaterBottle: "audit.targetTypes.WaterBottle",
  WaterPoint: "audit.targetTypes.WaterPoint",
};

/** A snapshot field's name ("published" → "Published"), else `fallback` (its own name in words). */
export function fieldWords(t: AdminT, key: string, fallback: string): string {
  const found = Object.hasOwn(FIELD_KEYS, key) ? FIELD_KEYS[key] : undefined;
  return found ? t(found) : fallback;
}

/** A target type ("FaqEntry") in words; an unknown one as its code. */
export function targetTypeWords(t: AdminT, type: string): string {
  const found = Object.hasOwn(TARGET_KEYS, type) ? TARGET_KEYS[type] : undefined;
  return found ? t(found) : type;
}

/**
 * The checks of the admin forms' schemas (`~/shared/challenges/inputs`, `~/shared/faq`,
 * `~/shared/achievements`, `~/shared/bingo/inputs`), whose English words the browser and the
 * server share, each with its key and values.
 */
const CHECKS: CheckKeys<Parameters<AdminT>[0]> = {
  "At least 3 characters.": { key: "checks.atLeastChars", values: { min: 3 } },
  "At most 60 characters.": { key: "checks.atMostChars", values: { max: 60 } },
  "At most 80 characters.": { key: "checks.atMostChars", values: { max: 80 } },
  [`At most ${BINGO_TASK_MAX} characters.`]: {
    key: "checks.atMostChars",
    values: { max: BINGO_TASK_MAX },
  },
  "At most 300 characters.": { key: "checks.atMostChars", values: { max: 300 } },
  "At most 4000 characters.": { key: "checks.atMostChars", values: { max: 4000 } },
  "At most 10,000 characters.": { key: "checks.descriptionTooLong" },
  "Write a one-line summary.": { key: "checks.summaryRequired" },
  "Write an answer.": { key: "checks.answerRequired" },
  "Lower-case letters and digits, words joined by hyphens.": { key: "checks.slugPattern" },
  "Whole points only.": { key: "checks.wholePoints" },
  "No negative points.": { key: "checks.noNegativePoints" },
  "At most 1000.": { key: "checks.atMost", values: { max: 1000 } },
  "At least 1.": { key: "checks.atLeast", values: { min: 1 } },
  "A whole number.": { key: "checks.wholeNumber" },
  "Enter a number.": { key: "checks.number" },
  "The end must be after the start.": { key: "checks.endAfterStart" },
  "Every cell needs a task.": { key: "checks.taskRequired" },
  ...Object.fromEntries(
    CHALLENGE_KINDS.map((kind) => [
      `${KIND_LABELS[kind]} does not belong to this area.`,
      { key: "checks.kindNotInArea", values: { kind } } as const,
    ]),
  ),
};

/** A field's check in the page's language; any other message as it came. */
export const checkWords = (t: AdminT, error: ReactNode): ReactNode => wordCheck(CHECKS, t, error);
