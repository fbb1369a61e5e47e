import { AuthCard } from "~/features/auth/AuthCard";
import { LoginForm } from "~/features/auth/LoginForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const LoginPage: AppPage = () => (
  <AuthCard title="Sign in" intro="Welcome back! Sign in to collect points and see your progress.">
    <LoginForm />
  </AuthCard>
);

export default LoginPage;
export const getServerSideProps = serverPage({ visitorsOnly: true });
