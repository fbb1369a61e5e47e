import { AuthCard } from "~/features/auth/AuthCard";
import { SignInLinkForm } from "~/features/auth/SignInLinkForm";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

type Props = { token: string };

const SignInLinkPage: AppPage<Props> = ({ token }) => (
  <AuthCard title="Sign in with your link">
    <SignInLinkForm token={token} />
  </AuthCard>
);

export default SignInLinkPage;

export const getServerSideProps = serverPage<Props>({
  params: ["token"],
  load: async ({ param }) => ({ props: { token: param("token") } }),
});
