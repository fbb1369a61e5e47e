import { z } from "~/shared/zod";
import { STATION_TOKEN_MESSAGE, STATION_TOKEN_PATTERN } from "./stations";

/** The bounded inputs of the station procedures; the admin form validates with the same. */
export const stationTokenSchema = z.string().regex(STATION_TOKEN_PATTERN, STATION_TOKEN_MESSAGE);

/** What admins set on a station; the admin form validates with the same schema. */
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
export const stationUpdateSchema = z.object({ ...stationFields, id: z.string().min(1).max(64) });

export type StationInput = z.infer<typeof stationCreateSchema>;
