import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import { useStationWords } from "./words";

type Station = RouterOutputs["sustainability"]["station"]["board"]["stations"][number];

/** The stations as cards; scanned ones say so in words and with an icon, not only by colour. */
export function StationList({ stations, signedIn }: { stations: Station[]; signedIn: boolean }) {
  const t = useTranslations("stations");
  const { when } = useStationWords();
  if (stations.length === 0) return <Text c="dimmed">{t("list.empty")}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {stations.map((station) => {
        const scanned = station.scannedAt !== null;
        return (
          <Card
            key={station.id}
            component="li"
            withBorder
            padding="md"
            aria-label={station.label}
            style={scanned ? { borderColor: "var(--mantine-color-teal-6)" } : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Title order={3} size="h4">
                  {station.label}
                </Title>
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t("progress.points", { points: station.points })}
                </Badge>
              </Group>
              {station.description && (
                <Text size="sm" c="dimmed">
                  {station.description}
                </Text>
              )}
              {signedIn && (
                <Group gap={6} wrap="nowrap">
                  {scanned ? (
                    <IconCircleCheck
                      size={18}
                      color="var(--mantine-color-teal-7)"
                      aria-hidden="true"
                    />
                  ) : (
                    <IconCircleDashed size={18} aria-hidden="true" />
                  )}
                  <Text size="sm" fw={scanned ? 600 : 400}>
                    {station.scannedAt
                      ? t("list.scannedOn", { at: when(station.scannedAt) })
                      : t("list.notScanned")}
                  </Text>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
