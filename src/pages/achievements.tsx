import { screenPage } from "~/components/layouts/screen-page";
import { AchievementList } from "~/features/achievements/AchievementList";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled("Achievements", screenPage(AchievementList));

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.achievement.list.prefetch(),
});
