import { screenPage } from "~/components/layouts/screen-page";
import { ChallengesAndContent } from "~/features/admin/ChallengesAndContent";
import { serverPage } from "~/server/api/ssr";
import { challengeListInput } from "~/shared/admin";
import { titled } from "~/lib/page";

export default titled(
  "Challenges and content",
  screenPage(ChallengesAndContent, { role: "ADMIN", size: "xl" }),
);

export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.challenges.list.prefetch(challengeListInput.parse({})),
});
