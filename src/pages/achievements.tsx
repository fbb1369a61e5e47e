import { screenPage } from "~/components/layouts/screen-page";
import { AchievementList } from "~/features/achievements/AchievementList";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled((_, t) => t("achievements.title"), screenPage(AchievementList));

export const getServerSideProps = serverPage({
  messages: ["achievements"],
  load: ({ helpers }) => helpers.achievement.list.prefetch(),
});
