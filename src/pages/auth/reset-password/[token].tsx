import { AuthCard } from "~/features/auth/AuthCard";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import type { AppPage } from "~/lib/page";
import { tokenPage, type TokenPageProps } from "~/server/api/ssr";

const ResetPasswordPage: AppPage<TokenPageProps> = ({ token }) => (
  <AuthCard title="Choose a new password" intro="After this, sign in again on every device.">
    <ResetPasswordForm token={token} />
  </AuthCard>
);

export default ResetPasswordPage;

export const getServerSideProps = tokenPage;
