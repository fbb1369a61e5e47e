import { screenPage } from "~/components/layouts/screen-page";
import { AdminHome } from "~/features/admin/AdminHome";
import { serverPage } from "~/server/api/ssr";

export default screenPage(AdminHome, { role: "ADMIN", title: (t) => t("admin.title") });

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin"],
  load: ({ helpers }) => helpers.admin.overview.prefetch(),
});
