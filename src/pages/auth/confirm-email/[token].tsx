import type { GetServerSideProps } from "next";
import { ConfirmEmailChangeForm } from "~/features/account/ConfirmEmailChangeForm";
import { AuthCard } from "~/features/auth/AuthCard";
import type { AppPage } from "~/lib/page";
import { checkRouteParams } from "~/lib/route-params";

type Props = { token: string };

const ConfirmEmailPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Confirm your new email address">
    <ConfirmEmailChangeForm token={token} />
  </AuthCard>
);

export default ConfirmEmailPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  const checked = checkRouteParams(context, ["token"]);
  if (!checked.ok) return checked.result;
  return { props: { token: checked.param("token") } };
};
