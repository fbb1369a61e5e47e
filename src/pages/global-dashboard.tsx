import { Container } from "@mantine/core";
import { GlobalDashboard } from "~/features/dashboard/GlobalDashboard";
import { serverPage } from "~/server/api/ssr";

export default function GlobalDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <GlobalDashboard />
    </Container>
  );
}

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.dashboard.global.prefetch(),
});
