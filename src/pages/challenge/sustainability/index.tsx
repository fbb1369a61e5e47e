import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { MyCertificateSection } from "~/features/certificates/MyCertificateSection";
import { MyBottleSection } from "~/features/refills/MyBottleSection";
import { StationHuntSection } from "~/features/stations/StationHuntSection";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** The sustainability area: the station hunt, the refill challenge and the certificate. */
const SustainabilityPage: AppPage = () => {
  const t = useTranslations("stations");
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t("overview.title")}</Title>
          <Text>{t("overview.intro")}</Text>
        </Stack>
        <StationHuntSection />
        <MyBottleSection />
        <MyCertificateSection />
      </Stack>
    </Container>
  );
};

export default SustainabilityPage;

export const getServerSideProps = serverPage({
  // "misc": the certificate section's sign-in hint (SignInHint).
  messages: ["stations", "certificates", "misc"],
  load: async ({ helpers, session }) => {
    await helpers.sustainability.station.board.prefetch();
    // My bottle code in the first HTML: the page the service worker keeps shows it without
    // signal, for staff to scan at the water point (README "Offline").
    if (session) await helpers.sustainability.refill.mine.prefetch();
  },
});

SustainabilityPage.title = (_, t) => t("stations.overview.title");
