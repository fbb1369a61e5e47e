import { authCardPage } from "~/features/auth/AuthCard";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import { tokenPage } from "~/server/api/ssr";
import { RESET_LINK } from "~/server/services/auth";

export default authCardPage(ResetPasswordForm, {
  title: "Choose a new password",
  intro: "After this, sign in again on every device.",
});

export const getServerSideProps = tokenPage(RESET_LINK);
