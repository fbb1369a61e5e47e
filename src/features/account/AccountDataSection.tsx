import { Button, Stack, Text, Title } from "@mantine/core";
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
      <Text>{t("intro")}</Text>
      <Button
        variant="default"
        onClick={download}
        loading={exporting}
        style={{ alignSelf: "flex-start" }}
      >
        {t("download")}
      </Button>
      <Title order={2} size="h3" mt="md">
        {t("deleteHeading")}
      </Title>
      <Text>{t("deleteIntro")}</Text>
      <form {...formProps((values) => remove.mutate(values))}>
        <Stack gap="md">
          <FormAlert message={error} />
          <PasswordField form={form} field="password" label={t("password")} />
          <Button
            type="submit"
            color="red.8"
            loading={remove.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("delete")}
          </Button>
        </Stack>
      </form>
    </AccountSection>
  );
}
