import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { EmailField, NameField, NewPasswordFields } from "./fields";

/**
 * Registration ends with "check your mail": the account is made (or its owner told) after the
 * answer, and the mailed link confirms the address and signs in (then /authenticated credits a
 * station scanned before and returns to `lastpath`, as every sign-in does).
 */
export function RegisterForm() {
  const register = api.auth.register.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { name: "", email: "", password: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.registerForm),
  });
  const error = useServerErrors(form, register.error);

  if (register.data) {
    return (
      <Stack gap="md">
        <FormAlert color="teal" message={register.data.message} />
        <Text size="sm">
          Open the link on this device to come back here signed in. Wrong address?{" "}
          <Anchor component="button" type="button" onClick={() => register.reset()}>
            Register again
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <form {...formProps(({ name, email, password }) => register.mutate({ name, email, password }))}>
      <Stack gap="md">
        <FormAlert message={error} />
        <NameField
          form={form}
          field="name"
          description="Shown on leaderboards only if you make your profile public"
        />
        <EmailField form={form} field="email" />
        <NewPasswordFields form={form} field="password" label="Password" />
        <Button type="submit" fullWidth loading={register.isPending}>
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{" "}
          <Anchor component={Link} href="/auth/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
