import { Button, Stack, Text, Title } from "@mantine/core";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useLazyForm } from "~/lib/lazy-form";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { NewPasswordFields, PasswordField } from "~/features/auth/fields";

export function ChangePasswordForm() {
  const { toast } = useToast();
  const { form, formProps } = useLazyForm({
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.changePasswordForm),
  });
  const change = api.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast("Password changed. Your other devices were signed out.");
    },
  });
  const error = useServerErrors(form, change.error);

  return (
    <form
      {...formProps(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
    >
      <Stack gap="md" maw={480}>
        <Title order={1}>Password</Title>
        <Text c="dimmed">
          Changing your password signs out every other device; this one stays signed in.
        </Text>
        <FormAlert message={error} />
        <PasswordField form={form} field="currentPassword" label="Current password" />
        <NewPasswordFields
          form={form}
          field="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: "flex-start" }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
