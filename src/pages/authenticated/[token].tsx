import { AuthCard } from "~/features/auth/AuthCard";
import { SignInLinkForm } from "~/features/auth/SignInLinkForm";
import type { AppPage } from "~/lib/page";
import { tokenPage, type TokenPageProps } from "~/server/api/ssr";

const SignInLinkPage: AppPage<TokenPageProps> = ({ token }) => (
  <AuthCard title="Sign in with your link">
    <SignInLinkForm token={token} />
  </AuthCard>
);

export default SignInLinkPage;

export const getServerSideProps = tokenPage;
