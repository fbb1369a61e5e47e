import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { CARE_REASON_MAX } from "~/server/domain/care";
import { careReasonSchema } from "~/server/domain/care-input";

type ReasonProps = {
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * Asks for the reason of a rejection or an unpublication: the author reads it. The field checks
 * with the server's own rule; `error` shows what the server refused.
 */
export function ReasonModal({
  opened,
  title,
  ...props
}: ReasonProps & { opened: boolean; title: string }) {
  return (
    <Modal opened={opened} onClose={props.onCancel} title={title} centered>
      {/* Mantine unmounts a closed modal's content, so each opening starts with an empty field. */}
      <ReasonForm {...props} />
    </Modal>
  );
}

function ReasonForm(props: ReasonProps) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = careReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Give a reason.");
      return;
    }
    props.onConfirm(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Reason"
          description="The author sees this next to their post."
          required
          data-autofocus
          autosize
          minRows={3}
          maxLength={CARE_REASON_MAX}
          value={reason}
          error={problem ?? props.error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
