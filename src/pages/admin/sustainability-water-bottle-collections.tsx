import { Container, Stack, Text, Title } from "@mantine/core";
import { CollectionsAdmin } from "~/features/refills/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const WaterBottleCollectionsPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Refill desk</Title>
        <Text c="dimmed">
          Record bottles refilled at the water points, check the log, correct mistakes.
        </Text>
      </Stack>
      <CollectionsAdmin />
    </Stack>
  </Container>
);
WaterBottleCollectionsPage.auth = { role: "ADMIN" };

export default WaterBottleCollectionsPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.sustainability.refill.waterPoints.prefetch(),
      helpers.sustainability.refill.allWaterPoints.prefetch(),
    ]);
  },
});
