import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  adminProcedure,
  createTRPCRouter,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import { DIFFICULTIES } from "~/shared/points";
import { publicName } from "~/shared/public-name";
import {
  bingoPoints,
  loadBingoCard,
  loadCardsForAdmin,
  markedCellIds,
  toggleBingoCell,
  updateBingoCard,
} from "~/server/services/bingo";
import { consumeBurst } from "~/server/infra/bursts";

const difficulty = z.enum(DIFFICULTIES);
/** Cells and users are cuids; anything longer is not one of ours. */
const id = z.string().trim().min(1).max(64);

export const BINGO_TASK_MAX = 120;

/** Fitness bingo (DESIGN.md §6.2): the cards, marking cells, and others' public cards. */
export const bingoRouter = createTRPCRouter({
  /** The card of a difficulty; for a signed-in user also their marks and points. */
  getCard: publicProcedure.input(z.object({ difficulty })).query(async ({ ctx, input }) => {
    const card = await loadBingoCard(ctx.db, input.difficulty);
    const userId = ctx.session?.user.id;
    return {
      card,
      mine: userId
        ? {
            markedCellIds: await markedCellIds(ctx.db, userId, card.id),
            points: await bingoPoints(ctx.db, userId, card.challenge.id),
          }
        : null,
    };
  }),

  /**
   * Someone's card, read-only, with their display name: only when their profile is public (or it
   * is the caller's own), otherwise NOT_FOUND, so a private card cannot be told from a missing one.
   */
  getUserCard: publicProcedure
    .input(z.object({ difficulty, userId: id }))
    .query(async ({ ctx, input }) => {
      const owner = await ctx.db.user.findUnique({
        where: { id: input.userId },
        select: { id: true, name: true, publicProfile: true },
      });
      if (!owner || (!owner.publicProfile && owner.id !== ctx.session?.user.id))
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no public card here." });
      const card = await loadBingoCard(ctx.db, input.difficulty);
      return {
        card,
        // Only its owner sees a private card, by their own name; everyone else by publicName.
        owner: {
          id: owner.id,
          name: owner.id === ctx.session?.user.id ? owner.name : publicName(owner),
          publicProfile: owner.publicProfile,
        },
        markedCellIds: await markedCellIds(ctx.db, owner.id, card.id),
        points: await bingoPoints(ctx.db, owner.id, card.challenge.id),
      };
    }),

  /**
   * Marks or unmarks a cell of my card. `marked` is the state the player asked for (a repeated or
   * retried request changes nothing); without it the cell flips. Returns the card's new state and
   * what to announce: lines completed, a full card, achievements. At most 90 taps a minute
   * (bingoTapByUser): more than a quick player needs, far less than a script sends.
   */
  toggleCell: participantProcedure
    .input(z.object({ difficulty, cellId: id, marked: z.boolean().optional() }))
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      await consumeBurst(ctx.rateLimits, "bingoTapByUser", userId);
      return ctx.db.$transaction((tx) =>
        toggleBingoCell(tx, {
          userId,
          difficulty: input.difficulty,
          cellId: input.cellId,
          marked: input.marked,
        }),
      );
    }),

  admin: createTRPCRouter({
    /** Every card with its tasks, published or not. */
    cards: adminProcedure.query(({ ctx }) => loadCardsForAdmin(ctx.db)),

    /** Saves a card's task texts, order and free centre (audited). */
    update: adminProcedure
      .input(
        z.object({
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
        }),
      )
      .mutation(({ ctx, input }) =>
        ctx.db.$transaction((tx) => updateBingoCard(tx, ctx.session.user.id, input)),
      ),
  }),
});
