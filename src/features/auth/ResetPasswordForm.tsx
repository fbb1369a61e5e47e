import { Link } from "~/components/Link";
import { Button } from "~/components/plain/Button";
import { ButtonLink } from "~/components/plain/ButtonLink";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { NewPasswordFields } from "./fields";
import type { ServerText } from "~/shared/i18n/server-text";
import { RefusedLink } from "./TapToUseLink";

const RETRY_HREF = "/auth/forgot-password";

/**
 * `refused`: why the link cannot be used, found when the page opened (then no form); `refusedText`
 * the same by message key.
 */
export function ResetPasswordForm({
  token,
  refused,
  refusedText,
}: {
  token: string;
  refused?: string | null;
  refusedText?: ServerText | null;
}) {
  const t = useTranslations("auth.reset");
  const word = useServerText();
  const retry = { href: RETRY_HREF, label: t("retry") };
  const reset = api.auth.resetPassword.useMutation();
  const { form, formProps } = useLazyForm({
    initialValues: { password: "", confirmPassword: "" },
    schema: () => import("~/shared/account").then((module) => module.resetPasswordForm),
  });
  const error = useServerErrors(form, reset.error, word);

  if (refused) return <RefusedLink message={word(refusedText, refused)} retry={retry} />;
  if (reset.isSuccess) {
    return (
      <div className={plain.stackMd}>
        <FormAlert color="teal" message={t("changed")} />
        <ButtonLink href="/auth/login" variant="filled" fullWidth>
          {t("signIn")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <form {...formProps(({ password }) => reset.mutate({ token, password }))}>
      <div className={plain.stackMd}>
        <FormAlert message={error} />
        {error ? (
          <p className={plain.small}>
            <Link href={retry.href} className={plain.link}>
              {retry.label}
            </Link>
          </p>
        ) : null}
        <NewPasswordFields
          form={form}
          field="password"
          label={t("newPassword")}
          confirmLabel={t("confirmNewPassword")}
        />
        <Button type="submit" variant="filled" fullWidth loading={reset.isPending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
