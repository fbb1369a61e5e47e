import { adminPage } from "~/components/admin/AdminPage";
import { AdminImpactDashboard } from "~/features/impact/lazy";
import { serverPage } from "~/server/api/ssr";

export default adminPage({
  title: "Sustainability figures",
  screen: AdminImpactDashboard,
});
export const getServerSideProps = serverPage({ role: "ADMIN" });
