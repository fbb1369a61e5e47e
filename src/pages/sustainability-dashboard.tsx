import { Container } from "@mantine/core";
import { PublicImpactDashboard } from "~/features/impact/PublicImpactDashboard";
import { serverPage } from "~/server/api/ssr";

export default function SustainabilityDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <PublicImpactDashboard />
    </Container>
  );
}

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.sustainability.impact.public.prefetch(),
});

SustainabilityDashboardPage.title = "Sustainability impact";
