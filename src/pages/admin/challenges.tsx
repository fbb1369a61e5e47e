import { screenPage } from "~/components/layouts/screen-page";
import { ChallengesAndContent } from "~/features/admin/ChallengesAndContent";
import { serverPage } from "~/server/api/ssr";
import { challengeListInput } from "~/shared/admin";
import { titled } from "~/lib/page";

export default titled(
  (_, t) => t("admin.content.title"),
  screenPage(ChallengesAndContent, { role: "ADMIN", size: "xl" }),
);

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin", "adminShared", "challenges"],
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.challenges.list.prefetch(challengeListInput.parse({})),
});
