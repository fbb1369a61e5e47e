import { Container } from "@mantine/core";
import { AdminHome } from "~/features/admin/AdminHome";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const AdminPage: AppPage = () => (
  <Container size="lg" py="xl">
    <AdminHome />
  </Container>
);
AdminPage.auth = { role: "ADMIN" };

export default AdminPage;
export const getServerSideProps = guardPage("ADMIN", ({ helpers }) =>
  helpers.admin.overview.prefetch(),
);
