import { Anchor, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import Link from "next/link";
import { useState } from "react";
import { emailInput, loginInput } from "~/shared/account";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { EmailField, PasswordField } from "./fields";

export function LoginForm() {
  const onSignedIn = useSignedInRedirect();
  const login = api.auth.login.useMutation({ onSuccess: onSignedIn });
  const signInLink = api.auth.requestSignInLink.useMutation();
  const [linkAnswer, setLinkAnswer] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginInput, { sync: true }),
  });
  const loginError = useServerErrors(form, login.error);
  const linkError = useServerErrors(form, signInLink.error);

  const emailMeALink = async () => {
    const checked = emailInput.safeParse({ email: form.getValues().email });
    if (!checked.success) {
      form.setFieldError("email", checked.error.issues[0]?.message ?? "Enter your email address");
      return;
    }
    const { message } = await signInLink.mutateAsync(checked.data).catch(() => ({ message: null }));
    setLinkAnswer(message);
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <FormAlert message={loginError ?? linkError} />
        <FormAlert message={linkAnswer} color="teal" />
        <EmailField form={form} field="email" />
        <PasswordField form={form} field="password" />
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} href="/auth/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} href="/auth/register" size="sm">
            Create account
          </Anchor>
        </Group>
        <Divider label="or, without a password" labelPosition="center" />
        <Button variant="light" fullWidth onClick={emailMeALink} loading={signInLink.isPending}>
          Email me a sign-in link
        </Button>
        <Text size="xs" c="dimmed">
          The link signs you in on this device and works once, for 15 minutes.
        </Text>
      </Stack>
    </form>
  );
}
