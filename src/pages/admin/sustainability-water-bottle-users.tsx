import { AdminPage } from "~/components/admin/AdminPage";
import { BottleUsersAdmin } from "~/features/refills/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const WaterBottleUsersPage: AppPage = () => (
  <AdminPage
    title="Water bottles"
    description="Participants in the refill challenge, their bottle codes and refills."
  >
    <BottleUsersAdmin />
  </AdminPage>
);
WaterBottleUsersPage.auth = { role: "ADMIN" };

export default WaterBottleUsersPage;
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
