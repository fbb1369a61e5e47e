import { AdminPage } from "~/components/admin/AdminPage";
import { CollectionsAdmin } from "~/features/refills/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const WaterBottleCollectionsPage: AppPage = () => (
  <AdminPage
    title="Refill desk"
    description="Record bottles refilled at the water points, check the log, correct mistakes."
  >
    <CollectionsAdmin />
  </AdminPage>
);
WaterBottleCollectionsPage.auth = { role: "ADMIN" };

export default WaterBottleCollectionsPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.sustainability.refill.waterPoints.prefetch(),
      helpers.sustainability.refill.allWaterPoints.prefetch(),
    ]);
  },
});
