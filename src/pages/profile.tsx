import { ProfileSummary } from "~/features/account/ProfileSummary";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const ProfilePage: AppPage = () => <ProfileSummary />;
ProfilePage.layout = "auth";
ProfilePage.auth = { role: "PARTICIPANT" };

export default ProfilePage;
export const getServerSideProps = guardPage("PARTICIPANT", ({ helpers }) =>
  helpers.account.me.prefetch(),
);
