import "@mantine/core/styles/Badge.layer.css";
import { Badge } from "@mantine/core";

/**
 * A row's on/off state in words ("Active", "Inactive"), not only by colour. Never shortened: a
 * table column is at least as wide as its longest badge ("VERÖFFENTLICHT", not "VERÖFFE…").
 */
export function StateBadge({ on, labels }: { on: boolean; labels: [on: string, off: string] }) {
  return on ? (
    <Badge color="teal.9" miw="max-content">
      {labels[0]}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" miw="max-content">
      {labels[1]}
    </Badge>
  );
}
