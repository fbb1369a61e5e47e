import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Modal } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useToast } from "~/lib/toast";

/** Which row an admin screen's editor shows: a new one, an existing one, or none (closed). */
export function useEditing<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  return {
    editing,
    openNew: () => setEditing("new"),
    openEdit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
  };
}

/**
 * The modal around an admin form: "New …" or "Edit …" by what is being edited, the form only
 * mounted while open (so it starts from the row's values each time).
 */
export function EditorModal<Row>({
  editor: { editing, close },
  titles,
  size = "lg",
  children,
}: {
  /** What `useEditing` returns: the row being edited, and how to close. */
  editor: { editing: Row | "new" | null; close(): void };
  titles: { new: string; edit: string };
  size?: string;
  children(row: Row | null): ReactNode;
}) {
  const t = useTranslations("adminShared");
  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={editing === "new" ? titles.new : titles.edit}
      size={size}
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {editing !== null && children(editing === "new" ? null : editing)}
    </Modal>
  );
}

/**
 * What a form inside an EditorModal gets: the row it edits (null: a new one), the position a new
 * row takes, and how to close.
 */
export type RowFormProps<Row> = { row: Row | null; nextPosition: number; onDone(): void };

/** After an editor form saved: say so, refresh what shows the row, then close the form. */
export function useAfterSave(onDone: () => void, refresh: () => Promise<unknown>) {
  const { toast } = useToast();
  return async (message: string) => {
    toast(message);
    await refresh();
    onDone();
  };
}
