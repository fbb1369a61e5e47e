import { screenPage } from "~/components/layouts/screen-page";
import { AdminImpactDashboard } from "~/features/impact/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(AdminImpactDashboard, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("impact.admin.title"),
});
// The figures' words and the refill desk's person finder (PersonFinder).
export const getServerSideProps = serverPage({ role: "ADMIN", messages: ["impact", "refills"] });
