/** The bingo procedures' inputs (an admin's edit of a card checks the same rules in the form). */
import { DIFFICULTIES } from "~/shared/points";
import { z } from "~/shared/zod";
import { BINGO_TASK_MAX } from "./index";

const difficulty = z.enum(DIFFICULTIES);
/** Cells and users are cuids; anything longer is not one of ours. */
const id = z.string().trim().min(1).max(64);

export const cardInput = z.object({ difficulty });

export const userCardInput = z.object({ difficulty, userId: id });

/** `marked`: the state the player asked for; without it the cell flips. */
export const toggleCellInput = z.object({ difficulty, cellId: id, marked: z.boolean().optional() });

/** An admin's save of a card: every task once, in the new order, with its text. */
export const cardUpdateInput = z.object({
  difficulty,
  tasks: z
    .array(
      z.object({
        id,
        text: z
          .string()
          .trim()
          .min(1, "Every cell needs a task.")
          .max(BINGO_TASK_MAX, `At most ${BINGO_TASK_MAX} characters.`),
      }),
    )
    .min(9)
    .max(25),
  freeCentre: z.boolean(),
});

export type BingoCardUpdate = z.infer<typeof cardUpdateInput>;
