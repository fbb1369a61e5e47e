import { ConfirmEmailChangeForm } from "~/features/account/ConfirmEmailChangeForm";
import { AuthCard } from "~/features/auth/AuthCard";
import type { AppPage } from "~/lib/page";
import { tokenPage, type TokenPageProps } from "~/server/api/ssr";

const ConfirmEmailPage: AppPage<TokenPageProps> = ({ token }) => (
  <AuthCard title="Confirm your new email address">
    <ConfirmEmailChangeForm token={token} />
  </AuthCard>
);

export default ConfirmEmailPage;

export const getServerSideProps = tokenPage;
