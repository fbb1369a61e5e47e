import "@mantine/core/styles/Progress.layer.css";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { formatPoints } from "~/shared/format";

/** "3 of 8 stations scanned · 30 points", with a bar that has a name for screen readers. */
export function HuntProgress({
  progress,
  points,
  label = "My station hunt",
}: {
  /** Names the group for screen readers: whose progress this is. */
  label?: string;
  progress: { scanned: number; total: number; target: number | null; completed: boolean };
  /** The hunt's points; left out where the page shows points elsewhere. */
  points?: number;
}) {
  const target = progress.target;
  const value = target ? Math.min(100, Math.round((progress.scanned / target) * 100)) : 0;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {target === null
            ? `${progress.scanned} ${progress.scanned === 1 ? "station" : "stations"} scanned`
            : `${Math.min(progress.scanned, target)} of ${target} stations scanned`}
          {progress.completed ? " · hunt completed" : ""}
        </Text>
        {points !== undefined && <Text c="dimmed">{formatPoints(points)}</Text>}
      </Group>
      {target !== null && (
        <Progress value={value} color="teal" size="lg" aria-label="Station hunt progress" />
      )}
    </Stack>
  );
}
