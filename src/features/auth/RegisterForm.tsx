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
      <div className={plain.stackMd}>
        <FormAlert color="teal" message={word(register.data.text, register.data.message)} />
        <p className={plain.small}>
          {t("openLink")}{" "}
          <button
            type="button"
            className={`${plain.link} ${classes.linkButton} mantine-focus-auto`}
            onClick={() => register.reset()}
          >
            {t("again")}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form {...formProps(({ name, email, password }) => register.mutate({ name, email, password }))}>
      <div className={plain.stackMd}>
        <FormAlert message={error} />
        <NameField form={form} field="name" description={t("nameDescription")} />
        <EmailField form={form} field="email" />
        <NewPasswordFields form={form} field="password" />
        <Button type="submit" variant="filled" fullWidth loading={register.isPending}>
          {t("submit")}
        </Button>
        <p className={`${plain.small} ${classes.centered}`}>
          {t("haveAccount")}{" "}
          <Link href="/auth/login" className={plain.link}>
            {t("signIn")}
          </Link>
        </p>
      </div>
    </form>
  );
}
