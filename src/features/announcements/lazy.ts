import { adminScreen } from "~/components/admin/lazy";

/** The staff screen, loaded in the browser only (see `adminScreen`). */
export const AnnouncementsAdminScreen = adminScreen(() =>
  import("./AnnouncementsAdmin").then((module) => module.AnnouncementsAdmin),
);
