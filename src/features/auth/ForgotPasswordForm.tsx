import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { EmailField } from "./fields";

export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  const word = useServerText();
  const request = api.auth.requestPasswordReset.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { email: "" },
    schema: () => import("~/shared/account").then((module) => module.emailInput),
  });
  const error = useServerErrors(form, request.error, word);
  const answer = request.data ? word(request.data.text, request.data.message) : null;

  return (
    <form {...formProps((values) => request.mutate(values))}>
      <Stack gap="md">
        <FormAlert message={error} />
        <FormAlert message={answer} color="teal" />
        <EmailField form={form} field="email" />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t("submit")}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} href="/auth/login">
            {t("back")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
