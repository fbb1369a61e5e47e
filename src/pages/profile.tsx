import { ProfileSummary } from "~/features/account/ProfileSummary";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const ProfilePage: AppPage = () => <ProfileSummary />;
ProfilePage.layout = "auth";
ProfilePage.auth = { role: "PARTICIPANT" };

ProfilePage.title = (_, t) => t("account.profile.title");
export default ProfilePage;
export const getServerSideProps = serverPage({
  role: "PARTICIPANT",
  messages: ["teams", "account", "achievements"],
  load: async ({ helpers }) => {
    await helpers.account.me.prefetch();
    await helpers.teams.mine.prefetch();
  },
});
