/**
 * The bounded inputs of the station procedures (`sustainability.station.*`); the admin form
 * validates with the same schemas. Kept apart from `stations.ts` so the station page, which
 * needs the rules but no form, does not load zod.
 */
import { rowId } from "../inputs";
import { STATION_CODE_MODES, STATION_TOKEN_MESSAGE, STATION_TOKEN_PATTERN } from "./rules";
import { z } from "../zod";

export const stationTokenSchema = z.string().regex(STATION_TOKEN_PATTERN, STATION_TOKEN_MESSAGE);

/** What admins set on a station. */
export const stationFields = {
  label: z.string().trim().min(2, "At least 2 characters.").max(80, "At most 80 characters."),
  description: z.string().trim().max(300, "At most 300 characters."),
  points: z
    .number()
    .int("Whole points only.")
    .min(0, "No negative points.")
    .max(1000, "At most 1000."),
  position: z
    .number()
    .int("A whole number.")
    .min(0, "At least 0.")
    .max(100_000, "At most 100,000."),
};

export const stationCreateSchema = z.object(stationFields);
export const stationUpdateSchema = z.object({ ...stationFields, id: rowId });
export type StationInput = z.infer<typeof stationCreateSchema>;

export const scanInput = z.object({ token: stationTokenSchema });
/** Someone's public progress: the id as the page's route takes it (Prisma's cuid). */
export const stationProgressInput = z.object({ userId: z.string().regex(/^c[a-z0-9]{20,32}$/) });
export const stationIdInput = z.object({ id: rowId });
export const setStationActiveInput = z.object({ id: rowId, active: z.boolean() });
/** Printed card or screen (README "Screen-mode station codes"). */
export const setStationCodeModeInput = z.object({
  id: rowId,
  codeMode: z.enum(STATION_CODE_MODES),
});
/** The printable sheet: the chosen stations (default: every active one). */
export const stationSheetInput = z.object({ ids: z.array(rowId).max(200).optional() });
