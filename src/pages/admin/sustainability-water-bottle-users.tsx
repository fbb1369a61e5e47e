import { Container, Stack, Text, Title } from "@mantine/core";
import { BottleUsersAdmin } from "~/features/refills/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const WaterBottleUsersPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Water bottles</Title>
        <Text c="dimmed">
          Participants in the refill challenge, their bottle codes and refills.
        </Text>
      </Stack>
      <BottleUsersAdmin />
    </Stack>
  </Container>
);
WaterBottleUsersPage.auth = { role: "ADMIN" };

export default WaterBottleUsersPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) =>
    helpers.sustainability.refill.bottleUsers.prefetch({
      page: 1,
      pageSize: 20,
      search: "",
      sortBy: "createdAt",
      sortDirection: "desc",
    }),
});
