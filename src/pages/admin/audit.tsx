import { screenPage } from "~/components/layouts/screen-page";
import { AuditLogAdmin } from "~/features/admin/lazy";
import { serverPage } from "~/server/api/ssr";
import { auditListInput } from "~/shared/admin";

export default screenPage(AuditLogAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("admin.audit.title"),
});

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin", "adminShared"],
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.audit.list.prefetch(auditListInput.parse({})),
});
