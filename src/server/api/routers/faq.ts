import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";

/** The FAQ page's entries (admin editing arrives with the admin issue). */
export const faqRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) =>
    ctx.db.faqEntry.findMany({
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { id: true, question: true, answer: true },
      // The page shows them all; the bound keeps a runaway table from reaching the client.
      take: 200,
    }),
  ),
});
