import { AuthCard } from "~/features/auth/AuthCard";
import { RegisterForm } from "~/features/auth/RegisterForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const RegisterPage: AppPage = () => (
  <AuthCard
    title="Create account"
    intro="It takes a minute: we email you a link to confirm your address, then every challenge counts for you."
  >
    <RegisterForm />
  </AuthCard>
);

export default RegisterPage;
export const getServerSideProps = serverPage({ visitorsOnly: true });
