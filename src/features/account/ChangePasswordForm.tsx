import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { NewPasswordFields, PasswordField } from "~/features/auth/fields";
import classes from "./account.module.css";

/** /account/password (namespace `account`; the fields' checks `auth`'s). */
export function ChangePasswordForm() {
  const t = useTranslations("account.password");
  const word = useServerText();
  const { toast } = useToast();
  const { form, formProps } = useLazyForm({
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.changePasswordForm),
  });
  const change = api.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast(t("changed"));
    },
  });
  const error = useServerErrors(form, change.error, word);

  return (
    <form
      {...formProps(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
    >
      <div className={`${plain.stackMd} ${classes.column}`}>
        <h1 className={plain.title}>{t("title")}</h1>
        <p className={`${plain.text} ${plain.dimmed}`}>{t("intro")}</p>
        <FormAlert message={error} />
        <PasswordField form={form} field="currentPassword" label={t("currentPassword")} />
        <NewPasswordFields
          form={form}
          field="newPassword"
          label={t("newPassword")}
          confirmLabel={t("confirmNewPassword")}
        />
        <Button type="submit" variant="filled" loading={change.isPending} className={classes.start}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
