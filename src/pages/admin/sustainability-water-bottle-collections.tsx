import { adminPage } from "~/components/admin/AdminPage";
import { CollectionsAdmin } from "~/features/refills/lazy";
import { serverPage } from "~/server/api/ssr";

export default adminPage({
  title: "Refill desk",
  description: "Record bottles refilled at the water points, check the log, correct mistakes.",
  screen: CollectionsAdmin,
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.sustainability.refill.waterPoints.prefetch(),
      helpers.sustainability.refill.allWaterPoints.prefetch(),
    ]);
  },
});
