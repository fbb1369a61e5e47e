import { screenPage } from "~/components/layouts/screen-page";
import { CollectionsAdmin } from "~/features/refills/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(CollectionsAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("refills.deskTitle"),
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The desk's words, the reason dialog's and the shared staff pieces' (ReasonDialog;
  // ~/components/admin).
  messages: ["refills", "reasonDialog", "adminShared"],
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.sustainability.refill.waterPoints.prefetch(),
      helpers.sustainability.refill.allWaterPoints.prefetch(),
    ]);
  },
});
