import { Switch } from "~/components/plain/fields";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";

/** The optional daily e-mail digest of the inbox: off unless switched on here. */
export function DigestSwitch() {
  const t = useTranslations("inbox");
  const word = useServerText();
  const utils = api.useUtils();
  const setting = api.inbox.digest.useQuery();
  // What was just chosen, shown at once (a controlled switch would flick back until the answer).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const change = api.inbox.setDigest.useMutation({
    onSuccess: (data) => utils.inbox.digest.setData(undefined, data),
    onSettled: () => setChosen(null),
  });
  return (
    <Switch
      label={t("digest.label")}
      description={t("digest.description")}
      checked={chosen ?? setting.data?.enabled ?? false}
      disabled={!setting.data || change.isPending}
      error={change.error && word(change.error.data?.text, change.error.message)}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        setChosen(enabled);
        change.mutate({ enabled });
      }}
    />
  );
}
