import { screenPage } from "~/components/layouts/screen-page";
import { AdminHome } from "~/features/admin/AdminHome";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled("Administration", screenPage(AdminHome, { role: "ADMIN" }));

export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.admin.overview.prefetch(),
});
