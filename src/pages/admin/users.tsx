import { Container, Stack, Title } from "@mantine/core";
import { UsersAdmin } from "~/features/admin/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { userListInput } from "~/shared/admin";

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
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.users.list.prefetch(userListInput.parse({})),
});
