import { withInput } from "~/server/api/calls";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { publicPerson } from "~/server/services/people";
import { personInput } from "~/shared/people/inputs";

/** People's public pages: only public profiles; a private one is NOT_FOUND like an unknown id. */
export const peopleRouter = createTRPCRouter({
  person: publicProcedure.input(personInput).query(withInput(publicPerson)),
});
