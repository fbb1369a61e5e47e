/** The bounded input of `offline.replay`: a queued action, its device-made key and its time. */
import { createCarePostInput } from "~/shared/care/inputs";
import { DIFFICULTIES } from "~/shared/points";
import { stationTokenSchema } from "~/shared/stations/inputs";
import { z } from "~/shared/zod";

const id = z.string().trim().min(1).max(64);

export const offlineActionBody = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("bingo"),
    difficulty: z.enum(DIFFICULTIES),
    cellId: id,
    marked: z.boolean(),
  }),
  z.object({ kind: z.literal("scan"), token: stationTokenSchema }),
  z.object({ kind: z.literal("care"), post: createCarePostInput }),
]);

export const replayInput = z.object({
  /** Made by the device when the action was queued (crypto.randomUUID): the same key, the same action. */
  key: z.uuid(),
  /** When the person acted, by the device's clock. */
  recordedAt: z.date(),
  action: offlineActionBody,
});

export type ReplayInput = z.infer<typeof replayInput>;

/** A stored outcome, read back (the server parses its own JSON column before answering it). */
export const offlineOutcome = z.object({
  status: z.enum(["credited", "done", "already", "refused"]),
  message: z.string().max(500),
  points: z.number().int(),
});
