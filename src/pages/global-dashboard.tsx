import { screenPage } from "~/components/layouts/screen-page";
import { GlobalDashboard } from "~/features/dashboard/GlobalDashboard";
import { TOP_TEAMS_SHOWN } from "~/features/teams/TopTeams";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled((_, t) => t("dashboard.title"), screenPage(GlobalDashboard));

export const getServerSideProps = serverPage({
  messages: ["dashboard", "teams"],
  load: async ({ helpers }) => {
    await helpers.dashboard.global.prefetch();
    await helpers.teams.leaderboard.prefetch({ limit: TOP_TEAMS_SHOWN });
  },
});
