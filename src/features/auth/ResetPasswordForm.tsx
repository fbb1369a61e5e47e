import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { NewPasswordFields } from "./fields";
import { RefusedLink } from "./TapToUseLink";

const RETRY = { href: "/auth/forgot-password", label: "Ask for a new reset link" };

/** `refused`: why the link cannot be used, found when the page opened (then no form). */
export function ResetPasswordForm({ token, refused }: { token: string; refused?: string | null }) {
  const reset = api.auth.resetPassword.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { password: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.resetPasswordForm),
  });
  const error = useServerErrors(form, reset.error);

  if (refused) return <RefusedLink message={refused} retry={RETRY} />;
  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <FormAlert
          color="teal"
          message="Your password was changed, and every device was signed out."
        />
        <Button component={Link} href="/auth/login" fullWidth>
          Sign in with your new password
        </Button>
      </Stack>
    );
  }
  return (
    <form {...formProps(({ password }) => reset.mutate({ token, password }))}>
      <Stack gap="md">
        <FormAlert message={error} />
        {error ? (
          <Text size="sm">
            <Anchor component={Link} href={RETRY.href}>
              {RETRY.label}
            </Anchor>
          </Text>
        ) : null}
        <NewPasswordFields form={form} field="password" label="New password" />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
