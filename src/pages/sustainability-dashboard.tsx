import { PageFrame } from "~/components/layouts/screen-page";
import { PublicImpactDashboard } from "~/features/impact/PublicImpactDashboard";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const SustainabilityDashboardPage: AppPage = () => (
  <PageFrame>
    <PublicImpactDashboard />
  </PageFrame>
);

export default SustainabilityDashboardPage;

export const getServerSideProps = serverPage({
  messages: ["impact"],
  load: ({ helpers }) => helpers.sustainability.impact.public.prefetch(),
});

SustainabilityDashboardPage.title = (_, t) => t("impact.public.title");
