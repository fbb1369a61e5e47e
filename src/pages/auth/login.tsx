import { authCardPage } from "~/features/auth/AuthCard";
import { LoginForm } from "~/features/auth/LoginForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(LoginForm, {
  title: (t) => t("auth.login.title"),
  intro: (t) => t("auth.login.intro"),
});
export const getServerSideProps = serverPage({ visitorsOnly: true, messages: ["auth"] });
