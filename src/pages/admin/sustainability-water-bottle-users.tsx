import { adminPage } from "~/components/admin/AdminPage";
import { BottleUsersAdmin } from "~/features/refills/lazy";
import { serverPage } from "~/server/api/ssr";

export default adminPage({
  title: "Water bottles",
  description: "Participants in the refill challenge, their bottle codes and refills.",
  screen: BottleUsersAdmin,
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) =>
    helpers.sustainability.refill.bottleUsers.prefetch({
      page: 1,
      pageSize: 20,
      search: "",
      sortBy: "createdAt",
      sortDirection: "desc",
    }),
});
