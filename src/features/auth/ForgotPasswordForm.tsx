import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { EmailField } from "./fields";

export function ForgotPasswordForm() {
  const request = api.auth.requestPasswordReset.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { email: "" },
    schema: () => import("~/shared/account").then((module) => module.emailInput),
  });
  const error = useServerErrors(form, request.error);

  return (
    <form {...formProps((values) => request.mutate(values))}>
      <Stack gap="md">
        <FormAlert message={error} />
        <FormAlert message={request.data?.message ?? null} color="teal" />
        <EmailField form={form} field="email" />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} href="/auth/login">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
