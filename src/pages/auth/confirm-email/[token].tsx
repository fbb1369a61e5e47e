import { ConfirmEmailChangeForm } from "~/features/account/ConfirmEmailChangeForm";
import { authCardPage } from "~/features/auth/AuthCard";
import { tokenPage } from "~/server/api/ssr";
import { EMAIL_CHANGE_LINK } from "~/server/services/account";

export default authCardPage(ConfirmEmailChangeForm, {
  title: (t) => t("auth.confirmEmail.title"),
});

export const getServerSideProps = tokenPage(EMAIL_CHANGE_LINK, ["auth"]);
