import { asActor, withInput } from "~/server/api/calls";
import { adminProcedure, createTRPCRouter } from "~/server/api/trpc";
import { listTranslations, saveTranslation } from "~/server/services/translations";
import { translationListInput, translationSaveInput } from "~/shared/content/inputs";

/**
 * The festival's content in other languages (README "Languages"): admins see every translated
 * text of a language beside its base text, what is missing, and save one item at a time.
 */
export const translationsRouter = createTRPCRouter({
  /** Every item's texts and translations in one language, with what is missing per kind. */
  list: adminProcedure.input(translationListInput).query(withInput(listTranslations)),

  /** Saves one item's translations in one language (blank removes one); audited. */
  save: adminProcedure.input(translationSaveInput).mutation(asActor(saveTranslation)),
});
