import { authCardPage } from "~/features/auth/AuthCard";
import { SignInLinkForm } from "~/features/auth/SignInLinkForm";
import { tokenPage } from "~/server/api/ssr";
import { SIGN_IN_LINK } from "~/server/services/auth";

export default authCardPage(SignInLinkForm, { title: (t) => t("auth.signInLink.title") });

export const getServerSideProps = tokenPage(SIGN_IN_LINK, ["auth"]);
