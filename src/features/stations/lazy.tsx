import { adminScreen } from "~/components/admin/lazy";

/** The stations table, in the browser only. */
export const StationsAdmin = adminScreen(() =>
  import("./StationsAdmin").then((module) => module.StationsAdmin),
);
