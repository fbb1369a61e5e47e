import { ChangePasswordForm } from "~/features/account/ChangePasswordForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const PasswordPage: AppPage = () => <ChangePasswordForm />;
PasswordPage.layout = "auth";
PasswordPage.auth = { role: "PARTICIPANT" };

PasswordPage.title = "Password";
export default PasswordPage;
export const getServerSideProps = serverPage({
  messages: ["auth"],
  role: "PARTICIPANT",
});
