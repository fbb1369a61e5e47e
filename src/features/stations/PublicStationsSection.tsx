import "@mantine/core/styles/List.layer.css";
import { List, Text } from "@mantine/core";
import { useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import type { RouterOutputs } from "~/lib/trpc";
import { HuntProgress } from "./HuntProgress";
import { useStationWords } from "./words";

type Progress = RouterOutputs["sustainability"]["station"]["progress"];

/** Someone's stations on their public sustainability page. */
export function PublicStationsSection({ progress }: { progress: Progress }) {
  const t = useTranslations("stations");
  const { when } = useStationWords();
  return (
    <SectionCard id="public-stations" title={t("hunt.title")}>
      <HuntProgress
        progress={progress.progress}
        points={progress.points}
        label={t("public.progress", { name: progress.user.name })}
      />
      {progress.scans.length === 0 ? (
        <Text c="dimmed">{t("public.none")}</Text>
      ) : (
        <List spacing={4}>
          {progress.scans.map((scan) => (
            <List.Item key={scan.stationId}>
              <Text span fw={600}>
                {scan.label}
              </Text>{" "}
              <Text span size="sm" c="dimmed">
                {t("public.scannedOn", { at: when(scan.scannedAt) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
