import "@mantine/core/styles/Divider.layer.css";
import { Anchor, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { EmailField, PasswordField } from "./fields";

export function LoginForm() {
  const t = useTranslations("auth.login");
  const word = useServerText();
  const onSignedIn = useSignedInRedirect();
  const login = api.auth.login.useMutation({ onSuccess: onSignedIn });
  const signInLink = api.auth.requestSignInLink.useMutation();
  const [linkAnswer, setLinkAnswer] = useState<string | null>(null);
  const { form, formProps } = useLazyForm({
    initialValues: { email: "", password: "" },
    schema: () => import("~/shared/account").then((module) => module.loginInput),
  });
  const loginError = useServerErrors(form, login.error, word);
  const linkError = useServerErrors(form, signInLink.error, word);

  const emailMeALink = async () => {
    const email = form.getValues().email;
    // The same check as the form's, loaded on first use; without it the server checks alone.
    const checks = await import("~/shared/account").catch(() => null);
    const checked = checks?.emailInput.safeParse({ email });
    if (checked && !checked.success) {
      form.setFieldError("email", checked.error.issues[0]?.message ?? "Enter your email address");
      return;
    }
    const answer = await signInLink.mutateAsync(checked?.data ?? { email }).catch(() => null);
    setLinkAnswer(answer ? word(answer.text, answer.message) : null);
  };

  return (
    <form {...formProps((values) => login.mutate(values))}>
      <Stack gap="md">
        <FormAlert message={loginError ?? linkError} />
        <FormAlert message={linkAnswer} color="teal" />
        <EmailField form={form} field="email" />
        <PasswordField form={form} field="password" />
        <Button type="submit" fullWidth loading={login.isPending}>
          {t("submit")}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} href="/auth/forgot-password" size="sm">
            {t("forgot")}
          </Anchor>
          <Anchor component={Link} href="/auth/register" size="sm">
            {t("register")}
          </Anchor>
        </Group>
        <Divider label={t("withoutPassword")} labelPosition="center" />
        <Button variant="light" fullWidth onClick={emailMeALink} loading={signInLink.isPending}>
          {t("emailLink")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("emailLinkHelp")}
        </Text>
      </Stack>
    </form>
  );
}
