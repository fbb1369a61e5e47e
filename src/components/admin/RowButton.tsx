import "@mantine/core/styles/VisuallyHidden.layer.css";
import { Button, VisuallyHidden } from "@mantine/core";

/**
 * A compact button in a table row. Its visible label is short ("Edit"); screen readers hear which
 * row it acts on ("Edit question: When does it start?").
 */
export function RowButton({
  label,
  target,
  danger = false,
  onClick,
}: {
  label: string;
  /** The row's name, for the accessible name: "{label} {target}". */
  target: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <Button size="compact-sm" variant="default" c={danger ? "red.9" : undefined} onClick={onClick}>
      {label}
      <VisuallyHidden> {target}</VisuallyHidden>
    </Button>
  );
}
