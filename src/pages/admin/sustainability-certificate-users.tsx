import { adminPage } from "~/components/admin/AdminPage";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import { serverPage } from "~/server/api/ssr";

export default adminPage({
  title: "Sustainability certificates",
  screen: CertificateUsersAdmin,
});
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
