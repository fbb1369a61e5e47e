import type { GetServerSideProps } from "next";
import { AuthCard } from "~/features/auth/AuthCard";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import type { AppPage } from "~/lib/page";
import { checkRouteParams } from "~/lib/route-params";

type Props = { token: string };

const ResetPasswordPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Choose a new password" intro="After this, sign in again on every device.">
    <ResetPasswordForm token={token} />
  </AuthCard>
);

export default ResetPasswordPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  const checked = checkRouteParams(context, ["token"]);
  if (!checked.ok) return checked.result;
  return { props: { token: checked.param("token") } };
};
