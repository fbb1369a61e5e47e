import { authCardPage } from "~/features/auth/AuthCard";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(ForgotPasswordForm, {
  title: "Forgot your password?",
  intro: "Enter your email address and we will send you a link to choose a new one.",
});

export const getServerSideProps = serverPage();
