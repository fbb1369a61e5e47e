import { AdminPage } from "~/components/admin/AdminPage";
import { AdminImpactDashboard } from "~/features/impact/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const AdminSustainabilityDashboardPage: AppPage = () => (
  <AdminPage title="Sustainability figures">
    <AdminImpactDashboard />
  </AdminPage>
);
AdminSustainabilityDashboardPage.auth = { role: "ADMIN" };

export default AdminSustainabilityDashboardPage;
export const getServerSideProps = serverPage({ role: "ADMIN" });
