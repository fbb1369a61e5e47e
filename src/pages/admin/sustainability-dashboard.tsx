import { Container, Skeleton, Stack, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** In the browser only: the window it shows is the browser's "last N hours". */
const AdminImpactDashboard = dynamic(
  () =>
    import("~/features/impact/AdminImpactDashboard").then((module) => module.AdminImpactDashboard),
  { ssr: false, loading: () => <Skeleton h={400} radius="md" /> },
);

const AdminSustainabilityDashboardPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Title order={1}>Sustainability figures</Title>
      <AdminImpactDashboard />
    </Stack>
  </Container>
);
AdminSustainabilityDashboardPage.auth = { role: "ADMIN" };

export default AdminSustainabilityDashboardPage;
export const getServerSideProps = serverPage({ role: "ADMIN" });
