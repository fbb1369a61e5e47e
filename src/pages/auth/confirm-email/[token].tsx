import { ConfirmEmailChangeForm } from "~/features/account/ConfirmEmailChangeForm";
import { AuthCard } from "~/features/auth/AuthCard";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

type Props = { token: string };

const ConfirmEmailPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Confirm your new email address">
    <ConfirmEmailChangeForm token={token} />
  </AuthCard>
);

export default ConfirmEmailPage;

export const getServerSideProps = serverPage<Props>({
  params: ["token"],
  load: async ({ param }) => ({ props: { token: param("token") } }),
});
