import { useState } from "react";
import { useTranslations } from "use-intl";
import { EmailField, PasswordField } from "~/features/auth/fields";
import { AccountSection } from "./AccountSection";
import { FormAlert } from "~/components/FormAlert";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { api } from "~/lib/trpc";
import classes from "./account.module.css";

/**
 * Changing the email asks for the current password, tells the old address, and takes effect only
 * when the link mailed to the new address is opened (/auth/confirm-email/{token}).
 */
export function ChangeEmailSection() {
  const t = useTranslations("account.changeEmail");
  const word = useServerText();
  const [open, setOpen] = useState(false);
  const { form, formProps } = useLazyForm({
    initialValues: { newEmail: "", currentPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.changeEmailInput),
  });
  const change = api.account.requestEmailChange.useMutation({
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const error = useServerErrors(form, change.error, word);

  return (
    <AccountSection title={t("title")}>
      <FormAlert
        color="teal"
        message={change.data ? word(change.data.text, change.data.message) : null}
      />
      {open ? (
        <form
          {...formProps((values) => {
            change.mutate(values);
          })}
        >
          <div className={plain.stackMd}>
            <FormAlert message={error} />
            <EmailField form={form} field="newEmail" label={t("newEmail")} />
            <PasswordField form={form} field="currentPassword" label={t("currentPassword")} />
            <div className={`${plain.row} ${classes.actions}`}>
              <Button type="submit" variant="filled" loading={change.isPending}>
                {t("submit")}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <>
          <p className={plain.text}>{t("intro")}</p>
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
            className={classes.start}
          >
            {t("open")}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
