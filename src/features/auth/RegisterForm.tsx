import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { EmailField, NewPasswordFields } from "./fields";
import { NameField } from "./name-field";

/**
 * Registration ends with "check your mail": the account is made (or its owner told) after the
 * answer, and the mailed link confirms the address and signs in (then /authenticated credits a
 * station scanned before and returns to `lastpath`, as every sign-in does).
 */
export function RegisterForm() {
  const t = useTranslations("auth.register");
  const word = useServerText();
  const register = api.auth.register.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { name: "", email: "", password: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.registerForm),
  });
  const error = useServerErrors(form, register.error, word);

  if (register.data) {
    return (
      <Stack gap="md">
        <FormAlert color="teal" message={word(register.data.text, register.data.message)} />
        <Text size="sm">
          {t("openLink")}{" "}
          <Anchor component="button" type="button" onClick={() => register.reset()}>
            {t("again")}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <form {...formProps(({ name, email, password }) => register.mutate({ name, email, password }))}>
      <Stack gap="md">
        <FormAlert message={error} />
        <NameField form={form} field="name" description={t("nameDescription")} />
        <EmailField form={form} field="email" />
        <NewPasswordFields form={form} field="password" />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t("submit")}
        </Button>
        <Text size="sm" ta="center">
          {t("haveAccount")}{" "}
          <Anchor component={Link} href="/auth/login">
            {t("signIn")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
