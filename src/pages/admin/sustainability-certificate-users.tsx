import { Container, Stack, Title } from "@mantine/core";
import { CertificateUsersAdmin } from "~/features/certificates/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const CertificateUsersPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Title order={1}>Sustainability certificates</Title>
      <CertificateUsersAdmin />
    </Stack>
  </Container>
);
CertificateUsersPage.auth = { role: "ADMIN" };

export default CertificateUsersPage;
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
