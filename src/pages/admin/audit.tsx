import { Container, Stack, Title } from "@mantine/core";
import { AuditLogAdmin } from "~/features/admin/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { auditListInput } from "~/shared/admin";

const AdminAuditPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Title order={1}>Audit log</Title>
      <AuditLogAdmin />
    </Stack>
  </Container>
);
AdminAuditPage.auth = { role: "ADMIN" };

export default AdminAuditPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.audit.list.prefetch(auditListInput.parse({})),
});
