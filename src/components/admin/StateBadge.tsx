import "@mantine/core/styles/Badge.layer.css";
import { Badge } from "@mantine/core";

/** A row's on/off state in words ("Active", "Inactive"), not only by colour. */
export function StateBadge({ on, labels }: { on: boolean; labels: [on: string, off: string] }) {
  return on ? (
    <Badge color="teal.9">{labels[0]}</Badge>
  ) : (
    <Badge color="gray" variant="outline">
      {labels[1]}
    </Badge>
  );
}
