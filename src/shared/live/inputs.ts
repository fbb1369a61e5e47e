import { z } from "../zod";

/**
 * A live stream's input: nothing, or the id of the last event the screen saw, which the
 * subscription link sends again when it reconnects (tRPC puts it here from `Last-Event-Id`).
 */
export const liveUpdatesInput = z
  .object({
    lastEventId: z
      .string()
      .max(40, "At most 40 characters.")
      .regex(/^[a-z0-9-]+$/, "Not an event id.")
      .optional(),
  })
  .optional();
