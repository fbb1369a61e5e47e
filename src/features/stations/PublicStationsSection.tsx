import "@mantine/core/styles/List.layer.css";
import { List, Text } from "@mantine/core";
import { SectionCard } from "~/components/SectionCard";
import type { RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { HuntProgress } from "./HuntProgress";

type Progress = RouterOutputs["sustainability"]["station"]["progress"];

/** Someone's stations on their public sustainability page. */
export function PublicStationsSection({ progress }: { progress: Progress }) {
  return (
    <SectionCard id="public-stations" title="Station hunt">
      <HuntProgress
        progress={progress.progress}
        points={progress.points}
        label={`Station hunt of ${progress.user.name}`}
      />
      {progress.scans.length === 0 ? (
        <Text c="dimmed">No stations scanned yet.</Text>
      ) : (
        <List spacing={4}>
          {progress.scans.map((scan) => (
            <List.Item key={scan.stationId}>
              <Text span fw={600}>
                {scan.label}
              </Text>{" "}
              <Text span size="sm" c="dimmed">
                scanned on {formatDateTime(scan.scannedAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
