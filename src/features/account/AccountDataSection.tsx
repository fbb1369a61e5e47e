import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { PasswordField } from "~/features/auth/fields";
import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { AccountSection } from "./AccountSection";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";

/** Offers the data as a file the browser saves, without a server round trip of its own. */
function saveJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
  );
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** My data as a file (the download stays data: its keys are English), and deleting my account. */
export function AccountDataSection() {
  const t = useTranslations("account.data");
  const word = useServerText();
  const utils = api.useUtils();
  const session = useSession();
  const router = useRouter();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const { form, formProps } = useLazyForm({
    initialValues: { password: "" },
    schema: () => import("~/shared/account").then((module) => module.deleteAccountInput),
  });
  const remove = api.account.deleteAccount.useMutation({
    onSuccess: async () => {
      await session.logout();
      toast(t("deleted"));
      await router.push("/");
    },
  });
  const error = useServerErrors(form, remove.error, word);

  const download = async () => {
    setExporting(true);
    try {
      saveJson("festival-challenges-my-data.json", await utils.account.exportData.fetch());
    } finally {
      setExporting(false);
    }
  };

  return (
    <AccountSection title={t("title")}>
      <p className={plain.text}>{t("intro")}</p>
      <Button
        variant="default"
        onClick={() => void download()}
        loading={exporting}
        style={{ alignSelf: "flex-start" }}
      >
        {t("download")}
      </Button>
      <h2 className={plain.sectionTitle} style={{ marginTop: "var(--mantine-spacing-md)" }}>
        {t("deleteHeading")}
      </h2>
      <p className={plain.text}>{t("deleteIntro")}</p>
      <form {...formProps((values) => remove.mutate(values))}>
        <div className={plain.stackMd}>
          <FormAlert message={error} />
          <PasswordField form={form} field="password" label={t("password")} />
          <Button
            type="submit"
            variant="danger"
            loading={remove.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("delete")}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
