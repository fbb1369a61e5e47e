import { Button, Group } from "@mantine/core";
import { useTranslations } from "use-intl";

/** The buttons at the foot of an admin form: a way back, and the submit button named for what it does. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel(): void;
}) {
  const t = useTranslations("adminShared");
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
