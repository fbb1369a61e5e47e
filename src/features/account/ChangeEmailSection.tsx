import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { EmailField, PasswordField } from "~/features/auth/fields";
import { AccountSection } from "./AccountSection";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { api } from "~/lib/trpc";

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
          <Stack gap="md">
            <FormAlert message={error} />
            <EmailField form={form} field="newEmail" label={t("newEmail")} />
            <PasswordField form={form} field="currentPassword" label={t("currentPassword")} />
            <Group gap="sm">
              <Button type="submit" loading={change.isPending}>
                {t("submit")}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text>{t("intro")}</Text>
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
            style={{ alignSelf: "flex-start" }}
          >
            {t("open")}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
