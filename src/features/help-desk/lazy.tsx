import { searchScreen } from "~/components/admin/lazy";

/**
 * The desk, loaded after hydration like the staff tables (see `adminScreen`): its search field,
 * result cards and buttons are Mantine components the page's first load does without.
 */
export const HelpDesk = searchScreen(() => import("./HelpDesk").then((module) => module.HelpDesk));
