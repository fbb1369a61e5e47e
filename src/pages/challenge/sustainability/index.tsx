import { Container, Stack, Text, Title } from "@mantine/core";
import { MyCertificateSection } from "~/features/certificates/MyCertificateSection";
import { MyBottleSection } from "~/features/refills/MyBottleSection";
import { StationHuntSection } from "~/features/stations/StationHuntSection";
import { serverPage } from "~/server/api/ssr";

/** The sustainability area: the station hunt, the refill challenge and the certificate. */
export default function SustainabilityPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Sustainability</Title>
          <Text>Scan the stations, refill your bottle, earn a certificate.</Text>
        </Stack>
        <StationHuntSection />
        <MyBottleSection />
        <MyCertificateSection />
      </Stack>
    </Container>
  );
}

export const getServerSideProps = serverPage({
  load: async ({ helpers, session }) => {
    await helpers.sustainability.station.board.prefetch();
    // My bottle code in the first HTML: the page the service worker keeps shows it without
    // signal, for staff to scan at the water point (README "Offline").
    if (session) await helpers.sustainability.refill.mine.prefetch();
  },
});

SustainabilityPage.title = "Sustainability";
