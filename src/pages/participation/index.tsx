import { screenPage } from "~/components/layouts/screen-page";
import { ParticipationHub } from "~/features/participation/ParticipationHub";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled(
  (_, t) => t("participation.title"),
  screenPage(ParticipationHub, { role: "PARTICIPANT" }),
);

export const getServerSideProps = serverPage({
  role: "PARTICIPANT",
  messages: ["challenges", "teams", "participation", "achievements"],
  load: async ({ helpers }) => {
    await helpers.challenge.list.prefetch();
    await helpers.challenge.mine.prefetch();
    await helpers.teams.mine.prefetch();
  },
});
