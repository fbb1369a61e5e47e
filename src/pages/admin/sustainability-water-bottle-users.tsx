import { screenPage } from "~/components/layouts/screen-page";
import { BottleUsersAdmin } from "~/features/refills/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(BottleUsersAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("refills.usersTitle"),
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The desk's words and the shared staff pieces' (tables, editors, dialogs: ~/components/admin).
  messages: ["refills", "adminShared"],
  load: ({ helpers }) =>
    helpers.sustainability.refill.bottleUsers.prefetch({
      page: 1,
      pageSize: 20,
      search: "",
      sortBy: "createdAt",
      sortDirection: "desc",
    }),
});
