import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import Link from "next/link";
import { registerForm } from "~/lib/schemas/account";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "./FormAlert";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { EmailField, NewPasswordFields } from "./fields";

export function RegisterForm() {
  const onSignedIn = useSignedInRedirect();
  const register = api.auth.register.useMutation({ onSuccess: onSignedIn });
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: "", email: "", password: "", confirmPassword: "" },
    validate: schemaResolver(registerForm, { sync: true }),
  });
  const error = useServerErrors(form, register.error);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ name, email, password }) =>
        register.mutate({ name, email, password }),
      )}
    >
      <Stack gap="md">
        <FormAlert message={error} />
        <TextInput
          label="Name"
          description="Shown on leaderboards only if you make your profile public"
          autoComplete="name"
          required
          maxLength={60}
          key={form.key("name")}
          {...form.getInputProps("name")}
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
