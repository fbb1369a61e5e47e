import { screenPage } from "~/components/layouts/screen-page";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(CertificateUsersAdmin, {
  role: "ADMIN",
  size: "xl",
  title: "Sustainability certificates",
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The reason dialog's and the shared staff pieces' words (ReasonDialog; ~/components/admin).
  messages: ["reasonDialog", "adminShared"],
  load: ({ helpers }) =>
    helpers.sustainability.certificate.list.prefetch({
      status: "eligible",
      search: "",
      page: 1,
      pageSize: 20,
    }),
});
