import { screenPage } from "~/components/layouts/screen-page";
import { AdminHome } from "~/features/admin/AdminHome";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled((_, t) => t("admin.title"), screenPage(AdminHome, { role: "ADMIN" }));

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin"],
  load: ({ helpers }) => helpers.admin.overview.prefetch(),
});
