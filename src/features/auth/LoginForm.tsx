import { Link } from "~/components/Link";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { useSignedInRedirect } from "./useSignedInRedirect";
import classes from "./AuthCard.module.css";
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
      <div className={plain.stackMd}>
        <FormAlert message={loginError ?? linkError} />
        <FormAlert message={linkAnswer} color="teal" />
        <EmailField form={form} field="email" />
        <PasswordField form={form} field="password" />
        <Button type="submit" variant="filled" fullWidth loading={login.isPending}>
          {t("submit")}
        </Button>
        <div className={`${plain.spread} ${plain.small}`}>
          <Link href="/auth/forgot-password" className={plain.link}>
            {t("forgot")}
          </Link>
          <Link href="/auth/register" className={plain.link}>
            {t("register")}
          </Link>
        </div>
        <p className={classes.labelledDivider}>{t("withoutPassword")}</p>
        <Button variant="light" fullWidth onClick={emailMeALink} loading={signInLink.isPending}>
          {t("emailLink")}
        </Button>
        <p className={`${plain.tiny} ${plain.dimmed}`}>{t("emailLinkHelp")}</p>
      </div>
    </form>
  );
}
