import { authCardPage } from "~/features/auth/AuthCard";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import { tokenPage } from "~/server/api/ssr";
import { RESET_LINK } from "~/server/services/auth";

export default authCardPage(ResetPasswordForm, {
  title: (t) => t("auth.reset.title"),
  intro: (t) => t("auth.reset.intro"),
});

export const getServerSideProps = tokenPage(RESET_LINK, ["auth"]);
