import { ChangePasswordForm } from "~/features/account/ChangePasswordForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const PasswordPage: AppPage = () => <ChangePasswordForm />;
PasswordPage.layout = "auth";
PasswordPage.auth = { role: "PARTICIPANT" };

PasswordPage.title = (_, t) => t("account.password.title");
export default PasswordPage;
export const getServerSideProps = serverPage({
  messages: ["account", "auth"],
  role: "PARTICIPANT",
});
