import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { SectionCard } from "~/components/SectionCard";
import { SignInHint } from "~/components/SignInHint";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { saveBase64 } from "~/features/impact/download";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";
import { huntRuleText } from "~/shared/stations/hunt-rule";

function Meter({ label, value, target }: { label: string; value: number; target: number }) {
  const reached = value >= target;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {label}: {Math.min(value, target)} of {target}
        {reached ? " (done)" : ""}
      </Text>
      <Progress
        value={target === 0 ? 100 : (Math.min(value, target) / target) * 100}
        color={reached ? "green" : "blue"}
        aria-label={`${label}: ${Math.min(value, target)} of ${target}`}
      />
    </Stack>
  );
}

/** My certificate on /challenge/sustainability: progress toward it, then the PDF. */
export function MyCertificateSection() {
  const { user } = useSession();
  const { toast } = useToast();
  const utils = api.useUtils();
  const mine = api.sustainability.certificate.mine.useQuery(undefined, { enabled: !!user });
  // The hunt's rule, as the hunt itself states it (the same query as the hunt section's).
  const board = api.sustainability.station.board.useQuery();
  const [downloading, setDownloading] = useState(false);
  const data = mine.data;

  const download = async () => {
    setDownloading(true);
    try {
      // Always a fresh PDF: never from the query cache.
      const file = await utils.sustainability.certificate.download.fetch(undefined, {
        staleTime: 0,
        gcTime: 0,
      });
      saveBase64(file, "application/pdf");
    } catch (error) {
      toast(error instanceof Error ? error.message : "The download failed.", { color: "error" });
    } finally {
      setDownloading(false);
    }
  };

  const valid = data?.certificate && !data.certificate.revokedAt ? data.certificate : null;
  return (
    <SectionCard id="certificate-section" title="Sustainability certificate">
      {!user && <SignInHint to="work toward your certificate" />}
      {data && !valid && (
        <Stack gap="xs">
          {board.data && <Text size="sm">{huntRuleText(board.data.rule)}</Text>}
          <Text size="sm">
            With those stations and {data.rule.minRefills} bottles refilled, the festival team
            issues your certificate.
          </Text>
          <Meter label="Stations scanned" value={data.stations} target={data.rule.minStations} />
          <Meter label="Bottles refilled" value={data.refills} target={data.rule.minRefills} />
          {data.eligibility.eligible && (
            <Alert color="green" variant="light">
              You are eligible: your certificate will be issued soon.
            </Alert>
          )}
        </Stack>
      )}
      {valid && (
        <Stack gap="xs">
          <Text>
            Issued {formatLongDate(valid.issuedAt)}, serial <strong>{valid.serial}</strong>.
          </Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading}
              onClick={() => void download()}
            >
              Download certificate (PDF)
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
