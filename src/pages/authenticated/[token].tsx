import { authCardPage } from "~/features/auth/AuthCard";
import { SignInLinkForm } from "~/features/auth/SignInLinkForm";
import { tokenPage } from "~/server/api/ssr";

export default authCardPage(SignInLinkForm, { title: "Sign in with your link" });

export const getServerSideProps = tokenPage;
