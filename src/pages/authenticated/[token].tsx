import type { GetServerSideProps } from "next";
import { AuthCard } from "~/features/auth/AuthCard";
import { SignInLinkForm } from "~/features/auth/SignInLinkForm";
import type { AppPage } from "~/lib/page";
import { checkRouteParams } from "~/lib/route-params";

type Props = { token: string };

const SignInLinkPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Sign in with your link">
    <SignInLinkForm token={token} />
  </AuthCard>
);

export default SignInLinkPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  const checked = checkRouteParams(context, ["token"]);
  if (!checked.ok) return checked.result;
  return { props: { token: checked.param("token") } };
};
