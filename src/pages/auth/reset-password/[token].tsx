import { AuthCard } from "~/features/auth/AuthCard";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

type Props = { token: string };

const ResetPasswordPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Choose a new password" intro="After this, sign in again on every device.">
    <ResetPasswordForm token={token} />
  </AuthCard>
);

export default ResetPasswordPage;

export const getServerSideProps = serverPage<Props>({
  params: ["token"],
  load: async ({ param }) => ({ props: { token: param("token") } }),
});
