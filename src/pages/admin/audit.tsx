import { Container, Stack, Title } from "@mantine/core";
import { AuditLogAdmin } from "~/features/admin/lazy";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

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
export const getServerSideProps = guardPage("ADMIN", ({ helpers }) =>
  helpers.admin.audit.list.prefetch({
    page: 1,
    pageSize: 20,
    search: "",
    sortBy: "createdAt",
    sortDirection: "desc",
  }),
);
