import { authCardPage } from "~/features/auth/AuthCard";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(ForgotPasswordForm, {
  title: (t) => t("auth.forgot.title"),
  intro: (t) => t("auth.forgot.intro"),
});

export const getServerSideProps = serverPage({ messages: ["auth"] });
