import { adminScreen } from "~/components/admin/lazy";

/** The desk's admin screens, in the browser only. */
export const BottleUsersAdmin = adminScreen(() =>
  import("./BottleUsersAdmin").then((module) => module.BottleUsersAdmin),
);
export const CollectionsAdmin = adminScreen(() =>
  import("./CollectionsAdmin").then((module) => module.CollectionsAdmin),
);
