import "@mantine/core/styles/Progress.layer.css";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslations } from "use-intl";

/** "3 of 8 stations scanned · 30 points", with a bar that has a name for screen readers. */
export function HuntProgress({
  progress,
  points,
  label,
}: {
  /** Names the group for screen readers: whose progress this is ("My station hunt" if left out). */
  label?: string;
  progress: { scanned: number; total: number; target: number | null; completed: boolean };
  /** The hunt's points; left out where the page shows points elsewhere. */
  points?: number;
}) {
  const t = useTranslations("stations");
  const target = progress.target;
  const value = target ? Math.min(100, Math.round((progress.scanned / target) * 100)) : 0;
  const completed = progress.completed ? "yes" : "no";
  return (
    <Stack gap={6} role="group" aria-label={label ?? t("progress.mine")}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {target === null
            ? t("progress.scanned", { count: progress.scanned, completed })
            : t("progress.scannedOf", {
                scanned: Math.min(progress.scanned, target),
                target,
                completed,
              })}
        </Text>
        {points !== undefined && <Text c="dimmed">{t("progress.points", { points })}</Text>}
      </Group>
      {target !== null && (
        <Progress value={value} color="teal" size="lg" aria-label={t("progress.bar")} />
      )}
    </Stack>
  );
}
