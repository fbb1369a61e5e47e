import { adminScreen } from "~/components/admin/lazy";

/**
 * The translations screen, loaded in the browser only (like the other admin screens): its
 * tabs, forms and their style sheets stay out of the page's first load.
 */
export const TranslationsScreen = adminScreen(() =>
  import("./TranslationsScreen").then((module) => module.TranslationsScreen),
);
