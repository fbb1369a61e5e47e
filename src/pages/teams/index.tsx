import { screenPage } from "~/components/layouts/screen-page";
import { TeamsScreen } from "~/features/teams/TeamsScreen";
import { titled } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

export default titled((_, t) => t("teams.title"), screenPage(TeamsScreen));

export const getServerSideProps = serverPage({
  messages: ["teams"],
  load: async ({ helpers, session }) => {
    await helpers.teams.leaderboard.prefetch({ limit: 50 });
    if (session) await helpers.teams.mine.prefetch();
  },
});
