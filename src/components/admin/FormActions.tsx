import { Button, Group } from "@mantine/core";

/** The buttons at the foot of an admin form: a way back, and the submit button named for what it does. */
export function FormActions({
  submitLabel,
  cancelLabel = "Cancel",
  pending,
  onCancel,
}: {
  submitLabel: string;
  /** The way back's name in the page's language; "Cancel" when left out. */
  cancelLabel?: string;
  pending: boolean;
  onCancel(): void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
