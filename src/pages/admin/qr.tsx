import { AdminPage } from "~/components/admin/AdminPage";
import { StationsAdmin } from "~/features/stations/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const AdminQrPage: AppPage = () => (
  <AdminPage
    title="QR stations"
    description="The stations of the hunt. Each card's QR code opens the station page and credits the station once per person."
  >
    <StationsAdmin />
  </AdminPage>
);
AdminQrPage.auth = { role: "ADMIN" };

export default AdminQrPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.sustainability.station.admin.list.prefetch(),
});
