import { AuthCard } from "~/features/auth/AuthCard";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const ForgotPasswordPage: AppPage = () => (
  <AuthCard
    title="Forgot your password?"
    intro="Enter your email address and we will send you a link to choose a new one."
  >
    <ForgotPasswordForm />
  </AuthCard>
);

export default ForgotPasswordPage;

export const getServerSideProps = serverPage();
