import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { FormAlert } from "~/features/auth/FormAlert";
import { PersonFinder, type FoundPerson } from "~/features/refills/PersonFinder";
import { WHEN } from "~/features/refills/labels";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatCo2e } from "~/server/domain/impact";
import { saveCsv } from "./download";
import { number } from "./format";
import { Stat } from "./Stat";

const HourlyChart = dynamic(() => import("./HourlyChart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});

const WINDOWS = [
  { value: "24", label: "Last 24 hours" },
  { value: "48", label: "Last 48 hours" },
  { value: "168", label: "Last 7 days" },
  { value: "336", label: "Last 14 days" },
];

/** The window ends at the next full hour, so the query stays the same within the hour. */
function windowOf(hours: number) {
  const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
  return { from: new Date(to.getTime() - hours * 3_600_000), to };
}

type CsvKind = "stations" | "waterPoints" | "hourly" | "stationHours";

/** One person's scans and collections, with their certificate standing. */
function PersonDrillDown({ person, onClose }: { person: FoundPerson; onClose: () => void }) {
  const detail = api.sustainability.impact.person.useQuery({ userId: person.id });
  const data = detail.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>{person.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {person.email}
            {data?.user.code ? ` · bottle ${data.user.code}` : ""}
          </Text>
        </Stack>
        <Button size="xs" variant="default" onClick={onClose}>
          Another person
        </Button>
      </Group>
      <FormAlert message={detail.error?.message ?? null} />
      {data && (
        <>
          <Group gap="xs">
            <Badge variant="light">{data.stations} stations</Badge>
            <Badge variant="light">{data.refills} bottles</Badge>
            <Badge variant="light" color="dark">
              {data.certificate
                ? data.certificate.revokedAt
                  ? `Certificate ${data.certificate.serial} revoked`
                  : `Certificate ${data.certificate.serial}`
                : data.eligibility.eligible
                  ? "Eligible for a certificate"
                  : "Not eligible yet"}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h5">
                Scans
              </Title>
              {data.scans.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No scans.
                </Text>
              ) : (
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Station</Table.Th>
                      <Table.Th scope="col">When</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.scans.map((scan) => (
                      <Table.Tr key={scan.id}>
                        <Table.Td>{scan.station}</Table.Td>
                        <Table.Td>{WHEN.format(scan.scannedAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                Collections
              </Title>
              {data.collections.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No collections.
                </Text>
              ) : (
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Water point</Table.Th>
                      <Table.Th scope="col">Bottles</Table.Th>
                      <Table.Th scope="col">When</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.collections.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>{row.waterPoint}</Table.Td>
                        <Table.Td td={row.deleted ? "line-through" : undefined}>
                          {row.quantity}
                          {row.deleted ? " (deleted)" : ""}
                        </Table.Td>
                        <Table.Td>{WHEN.format(row.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** /admin/sustainability-dashboard: per station, per water point, per hour, per person; CSV. */
export function AdminImpactDashboard() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [hours, setHours] = useState("48");
  const [period, setPeriod] = useState(() => windowOf(48));
  const [person, setPerson] = useState<FoundPerson | null>(null);
  const [exporting, setExporting] = useState<CsvKind | null>(null);
  const figures = api.sustainability.impact.admin.useQuery(period, {
    placeholderData: (previous) => previous,
  });
  const data = figures.data;

  const exportCsv = async (kind: CsvKind) => {
    setExporting(kind);
    try {
      saveCsv(await utils.sustainability.impact.csv.fetch({ kind, ...period }));
    } catch (error) {
      toast(error instanceof Error ? error.message : "The export failed.", { color: "error" });
    } finally {
      setExporting(null);
    }
  };
  const csvButton = (kind: CsvKind, label: string) => (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={exporting === kind}
      onClick={() => void exportCsv(kind)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="xl">
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Stat label="Scans" value={number(data.totals.stationsScanned)} />
          <Stat label="People scanning" value={number(data.totals.scanners)} />
          <Stat label="Bottles refilled" value={number(data.totals.bottlesRefilled)} />
          <Stat label="People refilling" value={number(data.totals.refillers)} />
          <Stat label="CO2e avoided" value={formatCo2e(data.totals.co2eGramsAvoided)} />
          <Stat label="Certificates" value={number(data.totals.certificatesIssued)} />
        </SimpleGrid>
      )}

      <Stack gap="sm" component="section" aria-labelledby="hourly-heading">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h3" id="hourly-heading">
            Per hour
          </Title>
          <Group gap="xs" align="flex-end">
            <Select
              label="Period"
              data={WINDOWS}
              value={hours}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setHours(value);
                setPeriod(windowOf(Number(value)));
              }}
              w={170}
            />
            {csvButton("hourly", "Per hour CSV")}
            {csvButton("stationHours", "Per station and hour CSV")}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Station scans and bottles refilled per hour (UTC).
        </Text>
        <Paper withBorder p="md" radius="md">
          {data ? <HourlyChart hours={data.hourly} /> : <Skeleton h={260} />}
        </Paper>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm" component="section" aria-labelledby="stations-heading">
          <Group justify="space-between">
            <Title order={2} size="h3" id="stations-heading">
              Stations
            </Title>
            {csvButton("stations", "Stations CSV")}
          </Group>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-labelledby="stations-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Station</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Scans
                    </Table.Th>
                    <Table.Th scope="col">Last scan</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(data?.stations ?? []).map((station) => (
                    <Table.Tr key={station.id}>
                      <Table.Td>
                        {station.label}
                        {station.active ? "" : " (inactive)"}
                      </Table.Td>
                      <Table.Td ta="right">{number(station.scans)}</Table.Td>
                      <Table.Td>{station.lastScan ? WHEN.format(station.lastScan) : "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data?.stations.length === 0 && (
              <Text p="sm" size="sm" c="dimmed">
                No stations yet.
              </Text>
            )}
          </Paper>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="water-heading">
          <Group justify="space-between">
            <Title order={2} size="h3" id="water-heading">
              Water points
            </Title>
            {csvButton("waterPoints", "Water points CSV")}
          </Group>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-labelledby="water-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Water point</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Collections
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Bottles
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(data?.waterPoints ?? []).map((point) => (
                    <Table.Tr key={point.id}>
                      <Table.Td>
                        {point.name}
                        {point.active ? "" : " (closed)"}
                      </Table.Td>
                      <Table.Td ta="right">{number(point.collections)}</Table.Td>
                      <Table.Td ta="right">{number(point.bottles)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </Stack>
      </SimpleGrid>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="person-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="person-heading">
            One person
          </Title>
          {person ? (
            <PersonDrillDown person={person} onClose={() => setPerson(null)} />
          ) : (
            <PersonFinder onSelect={setPerson} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
