import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { publicPerson } from "~/server/services/people";
import { personInput } from "~/shared/people/inputs";

/** People's public pages (achievements named in the request's language): only public profiles; a private one is NOT_FOUND like an unknown id. */
export const peopleRouter = createTRPCRouter({
  person: publicProcedure
    .input(personInput)
    .query(({ ctx, input }) => publicPerson(ctx.db, input, ctx.locale)),
});
