import { screenPage } from "~/components/layouts/screen-page";
import { TeamsAdmin } from "~/features/admin/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(TeamsAdmin, { role: "ADMIN", size: "xl", title: "Manage teams" });

export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.teams.admin.list.prefetch(),
});
