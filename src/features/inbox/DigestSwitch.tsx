import { Switch } from "@mantine/core";
import { api } from "~/lib/trpc";

/** The optional daily e-mail digest of the inbox: off unless switched on here. */
export function DigestSwitch() {
  const utils = api.useUtils();
  const setting = api.inbox.digest.useQuery();
  const change = api.inbox.setDigest.useMutation({
    onSuccess: (data) => utils.inbox.digest.setData(undefined, data),
  });
  return (
    <Switch
      label="Daily e-mail digest"
      description="At most one mail a day, when something unread arrived. Each mail has a link to stop it."
      checked={change.isPending ? change.variables.enabled : (setting.data?.enabled ?? false)}
      disabled={!setting.data || change.isPending}
      error={change.error?.message}
      onChange={(event) => change.mutate({ enabled: event.currentTarget.checked })}
    />
  );
}
