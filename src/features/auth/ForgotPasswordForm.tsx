import { Link } from "~/components/Link";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import classes from "./AuthCard.module.css";
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
      <div className={plain.stackMd}>
        <FormAlert message={error} />
        <FormAlert message={answer} color="teal" />
        <EmailField form={form} field="email" />
        <Button type="submit" variant="filled" fullWidth loading={request.isPending}>
          {t("submit")}
        </Button>
        <p className={`${plain.small} ${classes.centered}`}>
          <Link href="/auth/login" className={plain.link}>
            {t("back")}
          </Link>
        </p>
      </div>
    </form>
  );
}
