import { authCardPage } from "~/features/auth/AuthCard";
import { LoginForm } from "~/features/auth/LoginForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(LoginForm, {
  title: "Sign in",
  intro: "Welcome back! Sign in to collect points and see your progress.",
});
export const getServerSideProps = serverPage({ visitorsOnly: true });
