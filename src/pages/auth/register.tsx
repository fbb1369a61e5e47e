import { authCardPage } from "~/features/auth/AuthCard";
import { RegisterForm } from "~/features/auth/RegisterForm";
import { serverPage } from "~/server/api/ssr";

export default authCardPage(RegisterForm, {
  title: "Create account",
  intro:
    "It takes a minute: we email you a link to confirm your address, then every challenge counts for you.",
});
export const getServerSideProps = serverPage({ visitorsOnly: true });
