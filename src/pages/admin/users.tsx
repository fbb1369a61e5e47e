import { screenPage } from "~/components/layouts/screen-page";
import { UsersAdmin } from "~/features/admin/lazy";
import { serverPage } from "~/server/api/ssr";
import { userListInput } from "~/shared/admin";

export default screenPage(UsersAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("admin.users.title"),
});

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin", "adminShared"],
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.users.list.prefetch(userListInput.parse({})),
});
