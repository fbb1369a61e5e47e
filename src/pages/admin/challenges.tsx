import { screenPage } from "~/components/layouts/screen-page";
import { ChallengesAndContent } from "~/features/admin/lazy";
import { serverPage } from "~/server/api/ssr";
import { challengeListInput } from "~/shared/admin";

export default screenPage(ChallengesAndContent, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("admin.content.title"),
});

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["admin", "adminShared", "challenges"],
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.challenges.list.prefetch(challengeListInput.parse({})),
});
