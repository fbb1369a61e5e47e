import { Container, Stack, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { AdminImpactDashboard } from "~/features/impact/lazy";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

/** The admin's sustainability figures: the heading in the first HTML, the figures in the browser. */
const AdminSustainabilityDashboardPage: AppPage = () => {
  const t = useTranslations("impact");
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("admin.title")}</Title>
        <AdminImpactDashboard />
      </Stack>
    </Container>
  );
};

AdminSustainabilityDashboardPage.auth = { role: "ADMIN" };
AdminSustainabilityDashboardPage.title = (_, t) => t("impact.admin.title");
export default AdminSustainabilityDashboardPage;

export const getServerSideProps = serverPage({ role: "ADMIN", messages: ["impact"] });
