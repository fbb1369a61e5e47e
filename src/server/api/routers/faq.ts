import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { listFaq } from "~/server/services/faq";

/** The FAQ page's entries in the request's language (admins edit them under `admin.faq`). */
export const faqRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) => listFaq(ctx.db, ctx.locale)),
});
