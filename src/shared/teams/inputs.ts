import { z } from "../zod";
import {
  isJoinCode,
  JOIN_CODE_MESSAGE,
  MAX_MEMBERS_LIMIT,
  normalizeJoinCode,
  normalizeTeamName,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  teamNameProblem,
} from "./rules";
import { normalizePlainText } from "../plain-text";

/**
 * Every input of the teams procedures, bounded. The forms validate with the same schemas, so the
 * browser and the server say the same thing next to the same field.
 */

export const teamNameSchema = z
  .string()
  // Room for characters normalising removes; the stored name has at most 40.
  .max(TEAM_NAME_MAX * 4, `At most ${TEAM_NAME_MAX} characters`)
  .superRefine((raw, context) => {
    const problem = teamNameProblem(raw);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform(normalizeTeamName);

export const teamDescriptionSchema = z
  .string()
  .max(TEAM_DESCRIPTION_MAX * 4, `At most ${TEAM_DESCRIPTION_MAX} characters`)
  .transform((value) => normalizePlainText(value).replace(/\s+/g, " "))
  .pipe(z.string().max(TEAM_DESCRIPTION_MAX, `At most ${TEAM_DESCRIPTION_MAX} characters`));

export const joinCodeSchema = z
  .string()
  .max(64, JOIN_CODE_MESSAGE)
  .transform(normalizeJoinCode)
  .refine(isJoinCode, JOIN_CODE_MESSAGE);

const idSchema = z.string().min(1).max(64);

export const createTeamInput = z.object({
  name: teamNameSchema,
  description: teamDescriptionSchema.optional(),
});

export const joinTeamInput = z.object({ code: joinCodeSchema });

export const teamIdInput = z.object({ teamId: idSchema });

export const updateTeamInput = z.object({
  teamId: idSchema,
  name: teamNameSchema,
  description: teamDescriptionSchema,
});

/** A captain's step about one member: remove them, or hand them the captaincy. */
export const teamMemberInput = z.object({ teamId: idSchema, userId: idSchema });

export const teamLeaderboardInput = z
  .object({ limit: z.number().int().min(1).max(100).optional() })
  .optional();

export const teamSettingsInput = z.object({
  maxMembers: z
    .number()
    .int()
    .min(2, "At least 2")
    .max(MAX_MEMBERS_LIMIT, `At most ${MAX_MEMBERS_LIMIT}`),
  minRankedMembers: z
    .number()
    .int()
    .min(1, "At least 1")
    .max(MAX_MEMBERS_LIMIT, `At most ${MAX_MEMBERS_LIMIT}`),
  joinClosesAt: z.date().min(new Date("2000-01-01")).max(new Date("2100-01-01")).nullable(),
});

/** The help desk: a person's team, and adding them to one by its code. */
export const deskPersonInput = z.object({ userId: idSchema });
export const deskAddMemberInput = z.object({ userId: idSchema, code: joinCodeSchema });

/** The admin renames a team: the captains' name rules (3–40 characters, unique ignoring case). */
export const adminRenameTeamInput = z.object({ teamId: idSchema, name: teamNameSchema });

/** The admin merges the source team into the target team. */
export const mergeTeamsInput = z.object({ sourceTeamId: idSchema, targetTeamId: idSchema });

/** The admin's CSV exports: every team with its standing, or every membership period. */
export const TEAM_CSV_KINDS = ["teams", "members"] as const;
export const teamCsvInput = z.object({ kind: z.enum(TEAM_CSV_KINDS) });
