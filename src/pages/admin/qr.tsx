import { Container, Stack, Text, Title } from "@mantine/core";
import { StationsAdmin } from "~/features/stations/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const AdminQrPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>QR stations</Title>
        <Text>
          The stations of the hunt. Each card&apos;s code opens the station page and credits the
          station once per person.
        </Text>
      </Stack>
      <StationsAdmin />
    </Stack>
  </Container>
);
AdminQrPage.auth = { role: "ADMIN" };

export default AdminQrPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.sustainability.station.admin.list.prefetch(),
});
