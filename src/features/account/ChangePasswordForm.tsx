import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { NewPasswordFields, PasswordField } from "~/features/auth/fields";

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
      <Stack gap="md" maw={480}>
        <Title order={1}>{t("title")}</Title>
        <Text c="dimmed">{t("intro")}</Text>
        <FormAlert message={error} />
        <PasswordField form={form} field="currentPassword" label={t("currentPassword")} />
        <NewPasswordFields
          form={form}
          field="newPassword"
          label={t("newPassword")}
          confirmLabel={t("confirmNewPassword")}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: "flex-start" }}>
          {t("submit")}
        </Button>
      </Stack>
    </form>
  );
}
