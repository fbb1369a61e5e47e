import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";

export type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, shown above the field. */
  children?: ReactNode;
  /** Who reads the reason, e.g. "The author sees this next to their post." */
  description?: string;
  maxLength: number;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, if any: next to the field when it is about the reason, else above. */
  error: { message: string; field?: string | null } | null;
  onCancel(): void;
  onConfirm(reason: string): void;
};

/**
 * Asks for the reason of a step that someone else will read: rejecting or unpublishing a post or a
 * submission, revoking a certificate, deleting a collection. The reason is required; the field
 * says so before anything is sent. Its own words (the field, Cancel, its checks) are the
 * "reasonDialog" messages: a page that shows it lists that namespace (README "Languages"); the
 * caller words the rest (title, description, confirm label, the server's refusal).
 */
export function ReasonDialog({ opened, title, onCancel, ...props }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {/* Mantine unmounts a closed modal's content, so each opening starts with an empty field. */}
      <ReasonForm onCancel={onCancel} {...props} />
    </Modal>
  );
}

function ReasonForm({
  children,
  description,
  maxLength,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
}: Omit<ReasonDialogProps, "opened" | "title">) {
  const t = useTranslations("reasonDialog");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<"required" | "tooLong" | null>(null);
  const problemWords =
    problem === "required"
      ? t("required")
      : problem === "tooLong"
        ? t("tooLong", { max: maxLength })
        : null;
  const fieldError = problemWords ?? (error?.field === "reason" ? error.message : null);
  const formError = error && error.field !== "reason" ? error.message : null;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (!trimmed) setProblem("required");
        else if (trimmed.length > maxLength) setProblem("tooLong");
        else onConfirm(trimmed);
      }}
    >
      <Stack gap="md">
        {children}
        {formError && (
          <Alert color="red" role="alert" variant="light">
            {formError}
          </Alert>
        )}
        <Textarea
          label={t("reason")}
          description={description}
          required
          data-autofocus
          autosize
          minRows={3}
          maxLength={maxLength}
          value={reason}
          error={fieldError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" color="red.9" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
