import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import { Button, Group, Modal, Radio, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { WaitNotice } from "~/components/WaitNotice";
import type { ServerError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { ReportReason } from "~/generated/prisma/enums";
import { reasonWords } from "./words";

const REASONS = Object.values(ReportReason);

function isReason(value: string): value is ReportReason {
  return REASONS.some((reason) => reason === value);
}

/** "Report post": a reason (spam, offensive, does not belong), then the server's answer. */
export function ReportPostDialog(props: {
  opened: boolean;
  pending: boolean;
  /** The server's refusal, worded here in the page's language (this chunk loads on first use). */
  error: ServerError;
  /** A refusal for reporting too often (its English words, see useRetryWait), shown next to "Report". */
  wait: string | null;
  onClose: () => void;
  onConfirm: (reason: ReportReason) => void;
}) {
  const t = useTranslations("care");
  const word = useServerText();
  const text = props.error?.data?.text;
  const wait = props.wait && word(text, props.wait);
  const error = wait || !props.error ? null : word(text, props.error.message);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("reportDialog.title")} centered>
      {props.opened && (
        <ReportForm
          pending={props.pending}
          error={error}
          wait={wait}
          onCancel={props.onClose}
          onConfirm={props.onConfirm}
        />
      )}
    </Modal>
  );
}

function ReportForm(props: {
  pending: boolean;
  error: string | null;
  wait: string | null;
  onCancel: () => void;
  onConfirm: (reason: ReportReason) => void;
}) {
  const t = useTranslations("care");
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) props.onConfirm(reason);
        else setProblem(t("reportDialog.chooseReason"));
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t("reportDialog.reason")}
          required
          value={reason ?? ""}
          error={problem ?? props.error}
          onChange={(value) => {
            setReason(isReason(value) ? value : null);
            setProblem(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {REASONS.map((value) => (
              <Radio key={value} value={value} label={reasonWords(t, value)} />
            ))}
          </Stack>
        </Radio.Group>
        <WaitNotice message={props.wait} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t("reportDialog.cancel")}
          </Button>
          <Button type="submit" color="red.9" loading={props.pending}>
            {t("reportDialog.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
