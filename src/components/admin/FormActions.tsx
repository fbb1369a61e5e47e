import { Button, Group } from "@mantine/core";
import { useTranslations } from "use-intl";

/** The buttons at the foot of an admin form: a way back, and the submit button named for what it does. */
export function FormActions({
  submitLabel,
  cancelLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  /** The way back's own name, when not the shared "Cancel" (adminShared.cancel). */
  cancelLabel?: string;
  pending: boolean;
  onCancel(): void;
}) {
  const t = useTranslations("adminShared");
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t("cancel")}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
