import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { FigureSection } from "~/components/figures/FigureSection";
import { FigureTable } from "~/components/figures/FigureTable";
import { Stat } from "~/components/Stat";
import { api } from "~/lib/trpc";
import { formatClockTime, formatHour, formatNumber } from "~/shared/format";
import { formatCo2e } from "~/shared/impact/rules";

const HourlyChart = dynamic(() => import("./HourlyChart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});

/** The server answers from a 5-second cache; the page asks again now and then. */
const REFRESH_MS = 15_000;

/** /sustainability-dashboard: the festival's sustainability figures, for everyone. */
export function PublicImpactDashboard() {
  const { data } = api.sustainability.impact.public.useQuery(undefined, {
    refetchInterval: REFRESH_MS,
  });
  if (!data) return null;
  const active = data.hourly.some((hour) => hour.scans + hour.bottles > 0);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Sustainability impact</Title>
        <Text c="dimmed">
          What the festival saved together. Updated at {formatClockTime(data.generatedAt)}.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Stat label="Stations scanned" value={formatNumber(data.stationsScanned)} />
        <Stat label="Bottles refilled" value={formatNumber(data.bottlesRefilled)} />
        <Stat
          label="Single-use bottles avoided"
          value={formatNumber(data.singleUseBottlesAvoided)}
          hint="One 0.5 L bottle per refill"
        />
        <Stat
          label="CO2e avoided"
          value={formatCo2e(data.co2eGramsAvoided)}
          hint={`${formatNumber(data.co2eGramsPerBottle)} g per bottle`}
        />
        <Stat label="Certificates issued" value={formatNumber(data.certificatesIssued)} />
      </SimpleGrid>

      <FigureSection id="hours-heading" title="The last 24 hours">
        {active ? (
          <>
            <Text size="sm" c="dimmed">
              Station scans and bottles refilled per hour.
            </Text>
            <Paper withBorder p="md" radius="md">
              <HourlyChart hours={data.hourly} />
            </Paper>
            <details>
              <summary>The last 24 hours as a table</summary>
              <FigureTable
                rows={data.hourly}
                rowKey={(hour) => hour.hour.getTime()}
                framed={false}
                rowHeaders
                empty=""
                columns={[
                  { title: "Hour", render: (hour) => formatHour(hour.hour) },
                  {
                    title: "Station scans",
                    numeric: true,
                    render: (hour) => formatNumber(hour.scans),
                  },
                  {
                    title: "Bottles refilled",
                    numeric: true,
                    render: (hour) => formatNumber(hour.bottles),
                  },
                ]}
              />
            </details>
          </>
        ) : (
          <Text>No scans or refills in the last 24 hours.</Text>
        )}
      </FigureSection>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FigureSection id="stations-heading" title="Busiest stations">
          <FigureTable
            labelledBy="stations-heading"
            rows={data.busiestStations}
            rowKey={(station) => station.id}
            empty="No stations yet."
            columns={[
              { title: "Station", render: (station) => station.label },
              { title: "Scans", numeric: true, render: (station) => formatNumber(station.scans) },
            ]}
          />
        </FigureSection>
        <FigureSection id="points-heading" title="Water points">
          <FigureTable
            labelledBy="points-heading"
            rows={data.waterPoints}
            rowKey={(point) => point.id}
            empty="No water points yet."
            columns={[
              { title: "Water point", render: (point) => point.name },
              { title: "Bottles", numeric: true, render: (point) => formatNumber(point.bottles) },
            ]}
          />
        </FigureSection>
      </SimpleGrid>
    </Stack>
  );
}
