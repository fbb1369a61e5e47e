import { Container, Stack, Title } from "@mantine/core";
import { UsersAdmin } from "~/features/admin/lazy";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const AdminUsersPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Title order={1}>Users and roles</Title>
      <UsersAdmin />
    </Stack>
  </Container>
);
AdminUsersPage.auth = { role: "ADMIN" };

export default AdminUsersPage;
export const getServerSideProps = guardPage("ADMIN", ({ helpers }) =>
  helpers.admin.users.list.prefetch({
    page: 1,
    pageSize: 20,
    search: "",
    sortBy: "createdAt",
    sortDirection: "desc",
    role: null,
  }),
);
