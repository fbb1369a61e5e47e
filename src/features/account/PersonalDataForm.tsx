import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { Button } from "~/components/plain/Button";
import { Switch, TextInput } from "~/components/plain/fields";
import plain from "~/components/plain/plain.module.css";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { NameField } from "~/features/auth/name-field";
import { isLocale } from "~/shared/i18n/locales";
import type { LanguageValue } from "./LanguageField";
import classes from "./account.module.css";

// Only when the festival offers more than one language (README "Languages"): not in the page's
// first JavaScript otherwise.
const LanguageField = dynamic(() =>
  import("./LanguageField").then((module) => module.LanguageField),
);

/**
 * Name and the public switch; the email is shown here and changed in `ChangeEmailSection`. Words:
 * namespace `account`; the name's checks and refusals `auth`'s (the shared fields).
 */
export function PersonalDataForm() {
  const t = useTranslations("account");
  const word = useServerText();
  const { data } = api.account.me.useQuery();
  const utils = api.useUtils();
  const session = useSession();
  const { toast } = useToast();
  const offered = data?.language.offered ?? [];
  const chosen = data?.language.chosen ?? null;
  const update = api.account.updateProfile.useMutation({
    onSuccess: async (_, input) => {
      // Another language: the page is rendered again by the server, in it.
      if (input.locale !== undefined && input.locale !== chosen) {
        window.location.reload();
        return;
      }
      toast(t("personal.saved"));
      await Promise.all([utils.account.me.invalidate(), session.refresh()]);
    },
  });
  const user = data?.user;
  // The stored values are in the first HTML (the page prefetches `account.me`), so a choice made
  // before the page has hydrated is not replaced by them afterwards.
  const stored = (): { name: string; publicProfile: boolean; language: LanguageValue } => ({
    name: user?.name ?? "",
    publicProfile: user?.publicProfile ?? false,
    language: chosen ?? "",
  });
  const { form, formProps } = useLazyForm({
    initialValues: stored(),
    schema: () => import("~/shared/account").then((module) => module.updateProfileInput),
  });
  const filledFor = useRef(user?.id);
  useEffect(() => {
    // Only when they arrive after the first render; later edits are the user's.
    if (user && filledFor.current !== user.id) {
      filledFor.current = user.id;
      form.setValues(stored());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);
  const error = useServerErrors(form, update.error, word);

  return (
    <form
      {...formProps(({ language, ...values }) =>
        update.mutate({
          ...values,
          // Sent only when there is a choice: a festival back to one language keeps it stored.
          locale: offered.length > 1 ? (isLocale(language) ? language : null) : undefined,
        }),
      )}
    >
      <div className={`${plain.stackMd} ${classes.column}`}>
        <h1 className={plain.title}>{t("personal.title")}</h1>
        <FormAlert message={error} />
        <NameField form={form} field="name" />
        <TextInput
          label={t("personal.email")}
          type="email"
          readOnly
          value={user?.email ?? ""}
          description={t("personal.emailDescription")}
        />
        <Switch
          label={t("personal.publicProfile")}
          description={t("personal.publicProfileDescription")}
          key={form.key("publicProfile")}
          {...form.getInputProps("publicProfile", { type: "checkbox" })}
        />
        {offered.length > 1 ? (
          <LanguageField
            key={form.key("language")}
            input={form.getInputProps("language")}
            offered={offered}
          />
        ) : null}
        <Button
          type="submit"
          variant="filled"
          loading={update.isPending}
          disabled={!user}
          className={classes.start}
        >
          {t("personal.save")}
        </Button>
      </div>
    </form>
  );
}
