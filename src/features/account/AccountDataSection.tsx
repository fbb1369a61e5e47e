import { Button, Stack, Text, Title } from "@mantine/core";
import { PasswordField } from "~/features/auth/fields";
import { useRouter } from "next/router";
import { useState } from "react";
import { AccountSection } from "./AccountSection";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
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

export function AccountDataSection() {
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
      toast("Your account was deleted. Thank you for taking part!");
      await router.push("/");
    },
  });
  const error = useServerErrors(form, remove.error);

  const download = async () => {
    setExporting(true);
    try {
      saveJson("festival-challenges-my-data.json", await utils.account.exportData.fetch());
    } finally {
      setExporting(false);
    }
  };

  return (
    <AccountSection title="Your data">
      <Text>Download everything we store about you, as a JSON file.</Text>
      <Button
        variant="default"
        onClick={download}
        loading={exporting}
        style={{ alignSelf: "flex-start" }}
      >
        Download my data
      </Button>
      <Title order={2} size="h3" mt="md">
        Delete my account
      </Title>
      <Text>
        This removes your account, your participation and your achievements for good. Your points
        stay in the festival totals, without your name.
      </Text>
      <form {...formProps((values) => remove.mutate(values))}>
        <Stack gap="md">
          <FormAlert message={error} />
          <PasswordField form={form} field="password" label="Your password, to confirm" />
          <Button
            type="submit"
            color="red.8"
            loading={remove.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            Delete my account
          </Button>
        </Stack>
      </form>
    </AccountSection>
  );
}
