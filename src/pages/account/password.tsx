import { ChangePasswordForm } from "~/features/account/ChangePasswordForm";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const PasswordPage: AppPage = () => <ChangePasswordForm />;
PasswordPage.layout = "auth";
PasswordPage.auth = { role: "PARTICIPANT" };

export default PasswordPage;
export const getServerSideProps = guardPage("PARTICIPANT");
