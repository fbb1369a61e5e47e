import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

/**
 * Asks before an action that cannot be undone from here (delete, replace a code, …): what will
 * happen, a way back, and the action named on its button. Its own words ("Cancel", the close
 * button's name) are the staff pages' shared ones: the page loads the `adminShared` namespace.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading = false,
  danger = true,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  loading?: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useTranslations("adminShared");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button color={danger ? "red.9" : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
