import { screenPage } from "~/components/layouts/screen-page";
import { TeamsAdmin } from "~/features/admin/lazy";
import { serverPage } from "~/server/api/ssr";

/** /admin/teams: its heading in the page's language, then the admin's teams screen. */
export default screenPage(TeamsAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("teams.admin.title"),
});

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["teams"],
  load: ({ helpers }) => helpers.teams.admin.list.prefetch(),
});
