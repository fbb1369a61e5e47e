import { screenPage } from "~/components/layouts/screen-page";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(CertificateUsersAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("certificates.desk.title"),
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The desk's words, the reason dialog's and the shared staff pieces' (ReasonDialog;
  // ~/components/admin).
  messages: ["certificates", "reasonDialog", "adminShared"],
  load: ({ helpers }) =>
    helpers.sustainability.certificate.list.prefetch({
      status: "eligible",
      search: "",
      page: 1,
      pageSize: 20,
    }),
});
