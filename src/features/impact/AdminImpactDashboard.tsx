import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import dynamic from "next/dynamic";
import { useState } from "react";
import { SectionCard } from "~/components/SectionCard";
import { FigureSection } from "~/components/figures/FigureSection";
import { FigureTable } from "~/components/figures/FigureTable";
import { Stat } from "~/components/Stat";
import { FormAlert } from "~/components/FormAlert";
import { PersonFinder, type FoundPerson } from "~/features/refills/PersonFinder";
import { api } from "~/lib/trpc";
import { formatCount, formatDateTime, formatNumber } from "~/shared/format";
import { ADMIN_WINDOWS, formatCo2e, HOUR_MS, type ImpactCsvKind } from "~/shared/impact/rules";
import { startOfFestivalHour } from "~/shared/time-zone";
import { ExportCsvButton } from "./ExportCsvButton";

const HourlyChart = dynamic(() => import("./HourlyChart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});

const PERIODS = ADMIN_WINDOWS.map((window) => ({
  value: String(window.hours),
  label: window.label,
}));

/** The window ends with the festival hour that is running, so the query stays the same in it. */
function windowOf(hours: number) {
  const to = new Date(startOfFestivalHour(new Date()).getTime() + HOUR_MS);
  return { from: new Date(to.getTime() - hours * HOUR_MS), to };
}

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
            <Badge variant="light">{formatCount(data.stations, "station", "stations")}</Badge>
            <Badge variant="light">{formatCount(data.refills, "bottle", "bottles")}</Badge>
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
              <FigureTable
                rows={data.scans}
                rowKey={(scan) => scan.id}
                empty="No scans."
                framed={false}
                compact
                columns={[
                  { title: "Station", render: (scan) => scan.station },
                  { title: "When", render: (scan) => formatDateTime(scan.scannedAt) },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                Collections
              </Title>
              <FigureTable
                rows={data.collections}
                rowKey={(row) => row.id}
                empty="No collections."
                framed={false}
                compact
                columns={[
                  { title: "Water point", render: (row) => row.waterPoint },
                  {
                    title: "Bottles",
                    render: (row) => (
                      <Text span inherit td={row.deleted ? "line-through" : undefined}>
                        {row.quantity}
                        {row.deleted ? " (deleted)" : ""}
                      </Text>
                    ),
                  },
                  { title: "When", render: (row) => formatDateTime(row.createdAt) },
                ]}
              />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** /admin/sustainability-dashboard: per station, per water point, per hour, per person; CSV. */
export function AdminImpactDashboard() {
  const utils = api.useUtils();
  const [hours, setHours] = useState("48");
  const [period, setPeriod] = useState(() => windowOf(48));
  const [person, setPerson] = useState<FoundPerson | null>(null);
  const figures = api.sustainability.impact.admin.useQuery(period, {
    placeholderData: (previous) => previous,
  });
  const data = figures.data;

  const csvButton = (kind: ImpactCsvKind, label: string) => (
    <ExportCsvButton
      size="xs"
      label={label}
      fetchCsv={() => utils.sustainability.impact.csv.fetch({ kind, ...period })}
    />
  );

  return (
    <Stack gap="xl">
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Stat label="Scans" value={formatNumber(data.totals.stationsScanned)} />
          <Stat label="People scanning" value={formatNumber(data.totals.scanners)} />
          <Stat label="Bottles refilled" value={formatNumber(data.totals.bottlesRefilled)} />
          <Stat label="People refilling" value={formatNumber(data.totals.refillers)} />
          <Stat label="CO2e avoided" value={formatCo2e(data.totals.co2eGramsAvoided)} />
          <Stat label="Certificates" value={formatNumber(data.totals.certificatesIssued)} />
        </SimpleGrid>
      )}

      <FigureSection
        id="hourly-heading"
        title="Per hour"
        actions={
          <Group gap="xs" align="flex-end">
            <Select
              label="Period"
              data={PERIODS}
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
        }
      >
        <Text size="sm" c="dimmed">
          Station scans and bottles refilled per hour of the festival&apos;s time.
        </Text>
        <Paper withBorder p="md" radius="md">
          {data ? <HourlyChart hours={data.hourly} /> : <Skeleton h={260} />}
        </Paper>
      </FigureSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FigureSection
          id="stations-heading"
          title="Stations"
          actions={csvButton("stations", "Stations CSV")}
        >
          <FigureTable
            labelledBy="stations-heading"
            rows={data?.stations ?? []}
            rowKey={(station) => station.id}
            empty="No stations yet."
            columns={[
              {
                title: "Station",
                render: (station) => `${station.label}${station.active ? "" : " (inactive)"}`,
              },
              { title: "Scans", numeric: true, render: (station) => formatNumber(station.scans) },
              {
                title: "Last scan",
                render: (station) => (station.lastScan ? formatDateTime(station.lastScan) : "—"),
              },
            ]}
          />
        </FigureSection>
        <FigureSection
          id="water-heading"
          title="Water points"
          actions={csvButton("waterPoints", "Water points CSV")}
        >
          <FigureTable
            labelledBy="water-heading"
            rows={data?.waterPoints ?? []}
            rowKey={(point) => point.id}
            empty="No water points yet."
            columns={[
              {
                title: "Water point",
                render: (point) => `${point.name}${point.active ? "" : " (closed)"}`,
              },
              {
                title: "Collections",
                numeric: true,
                render: (point) => formatNumber(point.collections),
              },
              { title: "Bottles", numeric: true, render: (point) => formatNumber(point.bottles) },
            ]}
          />
        </FigureSection>
      </SimpleGrid>

      <SectionCard id="person-heading" title="One person" compact>
        {person ? (
          <PersonDrillDown person={person} onClose={() => setPerson(null)} />
        ) : (
          <PersonFinder onSelect={setPerson} />
        )}
      </SectionCard>
    </Stack>
  );
}
