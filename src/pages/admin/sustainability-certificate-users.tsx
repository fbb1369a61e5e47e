import { AdminPage } from "~/components/admin/AdminPage";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const CertificateUsersPage: AppPage = () => (
  <AdminPage title="Sustainability certificates">
    <CertificateUsersAdmin />
  </AdminPage>
);
CertificateUsersPage.auth = { role: "ADMIN" };

export default CertificateUsersPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) =>
    helpers.sustainability.certificate.list.prefetch({
      status: "eligible",
      search: "",
      page: 1,
      pageSize: 20,
    }),
});
