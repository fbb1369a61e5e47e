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
  // The shared staff pieces' words (tables, editors, dialogs: ~/components/admin).
  messages: ["adminShared"],
  load: ({ helpers }) =>
    helpers.sustainability.certificate.list.prefetch({
      status: "eligible",
      search: "",
      page: 1,
      pageSize: 20,
    }),
});
