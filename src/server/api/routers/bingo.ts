import { asActor } from "~/server/api/calls";
import {
  adminProcedure,
  createTRPCRouter,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import {
  bingoCard,
  loadCardsForAdmin,
  publicBingoCard,
  toggleBingoCell,
  updateBingoCard,
} from "~/server/services/bingo";
import { cardInput, cardUpdateInput, toggleCellInput, userCardInput } from "~/shared/bingo/inputs";

/** Fitness bingo (DESIGN.md §6.2): the cards, marking cells, and others' public cards. */
export const bingoRouter = createTRPCRouter({
  /** The card of a difficulty, in the request's language; for a signed-in user also their marks and points. */
  getCard: publicProcedure
    .input(cardInput)
    .query(({ ctx, input }) => bingoCard(ctx.db, ctx.session?.user.id ?? null, input, ctx.locale)),

  /** Someone's card, read-only: only when their profile is public (or it is mine). */
  getUserCard: publicProcedure
    .input(userCardInput)
    .query(({ ctx, input }) =>
      publicBingoCard(ctx.db, ctx.session?.user.id ?? null, input, ctx.locale),
    ),

  /**
   * Marks or unmarks a cell of my card (`marked`: the state asked for; without it the cell flips).
   * Returns the card's new state and what to announce: lines, a full card, achievements.
   */
  toggleCell: participantProcedure
    .input(toggleCellInput)
    .mutation(({ ctx, input }) =>
      toggleBingoCell(ctx.db, ctx.session.user.id, input, ctx.rateLimits, ctx.locale),
    ),

  admin: createTRPCRouter({
    /** Every card with its tasks, published or not. */
    cards: adminProcedure.query(({ ctx }) => loadCardsForAdmin(ctx.db)),

    /** Saves a card's task texts, order and free centre (audited). */
    update: adminProcedure.input(cardUpdateInput).mutation(asActor(updateBingoCard)),
  }),
});
