import { authCardPage } from "~/features/auth/AuthCard";
import { RegisterForm } from "~/features/auth/RegisterForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(RegisterForm, {
  title: (t) => t("auth.register.title"),
  intro: (t) => t("auth.register.intro"),
});
export const getServerSideProps = serverPage({ visitorsOnly: true, messages: ["auth"] });
