import { Container, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { MyCertificateSection } from "~/features/certificates/MyCertificateSection";
import { MyBottleSection } from "~/features/refills/MyBottleSection";
import { StationHuntSection } from "~/features/stations/StationHuntSection";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

/**
 * The sustainability area: one section per part of it. The station hunt is here; the refill
 * challenge (bottle code, refills) and the certificate add their sections to the same Stack.
 */
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

export const getServerSideProps: GetServerSideProps<{ session: SessionPayload | null }> = async ({
  req,
  res,
}) => {
  const { context, helpers } = await createSsrContext(req, res);
  await helpers.sustainability.station.board.prefetch();
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
