import { screenPage } from "~/components/layouts/screen-page";
import { AdminHome } from "~/features/admin/AdminHome";
import { serverPage } from "~/server/api/ssr";

export default screenPage(AdminHome, { role: "ADMIN" });

export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.admin.overview.prefetch(),
});
