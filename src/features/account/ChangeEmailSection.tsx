import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { EmailField, PasswordField } from "~/features/auth/fields";
import { AccountSection } from "./AccountSection";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useLazyForm } from "~/lib/lazy-form";
import { api } from "~/lib/trpc";

/**
 * Changing the email asks for the current password, tells the old address, and takes effect only
 * when the link mailed to the new address is opened (/auth/confirm-email/{token}).
 */
export function ChangeEmailSection() {
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
  const error = useServerErrors(form, change.error);

  return (
    <AccountSection title="Change email">
      <FormAlert color="teal" message={change.data?.message ?? null} />
      {open ? (
        <form
          {...formProps((values) => {
            change.mutate(values);
          })}
        >
          <Stack gap="md">
            <FormAlert message={error} />
            <EmailField form={form} field="newEmail" label="New email" />
            <PasswordField form={form} field="currentPassword" label="Current password" />
            <Group gap="sm">
              <Button type="submit" loading={change.isPending}>
                Send confirmation link
              </Button>
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text>
            We send a link to the new address and tell the current one. Your email changes when the
            link is opened.
          </Text>
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
            style={{ alignSelf: "flex-start" }}
          >
            Change email
          </Button>
        </>
      )}
    </AccountSection>
  );
}
