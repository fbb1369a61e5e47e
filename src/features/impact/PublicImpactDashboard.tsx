import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { api } from "~/lib/trpc";
import { formatCo2e } from "~/server/domain/impact";
import { hourLabel, number } from "./format";
import { Stat } from "./Stat";

const HourlyChart = dynamic(() => import("./HourlyChart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});

const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "medium", timeZone: "UTC" });
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
          What the festival saved together. Updated at {TIME.format(data.generatedAt)} UTC.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Stat label="Stations scanned" value={number(data.stationsScanned)} />
        <Stat label="Bottles refilled" value={number(data.bottlesRefilled)} />
        <Stat
          label="Single-use bottles avoided"
          value={number(data.singleUseBottlesAvoided)}
          hint="One 0.5 L bottle per refill"
        />
        <Stat
          label="CO2e avoided"
          value={formatCo2e(data.co2eGramsAvoided)}
          hint={`${number(data.co2eGramsPerBottle)} g per bottle`}
        />
        <Stat label="Certificates issued" value={number(data.certificatesIssued)} />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="hours-heading">
        <Title order={2} size="h3" id="hours-heading">
          The last 24 hours
        </Title>
        {active ? (
          <>
            <Text size="sm" c="dimmed">
              Station scans and bottles refilled per hour (UTC).
            </Text>
            <Paper withBorder p="md" radius="md">
              <HourlyChart hours={data.hourly} />
            </Paper>
            <details>
              <summary>The last 24 hours as a table</summary>
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Hour (UTC)</Table.Th>
                      <Table.Th scope="col">Station scans</Table.Th>
                      <Table.Th scope="col">Bottles refilled</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.hourly.map((hour) => (
                      <Table.Tr key={hour.hour.getTime()}>
                        <Table.Th scope="row">{hourLabel(hour.hour)}</Table.Th>
                        <Table.Td>{number(hour.scans)}</Table.Td>
                        <Table.Td>{number(hour.bottles)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </details>
          </>
        ) : (
          <Text>No scans or refills in the last 24 hours.</Text>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm" component="section" aria-labelledby="stations-heading">
          <Title order={2} size="h3" id="stations-heading">
            Busiest stations
          </Title>
          {data.busiestStations.length === 0 ? (
            <Text>No stations yet.</Text>
          ) : (
            <Paper withBorder radius="md">
              <Table verticalSpacing="xs" aria-labelledby="stations-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Station</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Scans
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.busiestStations.map((station) => (
                    <Table.Tr key={station.id}>
                      <Table.Td>{station.label}</Table.Td>
                      <Table.Td ta="right">{number(station.scans)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="points-heading">
          <Title order={2} size="h3" id="points-heading">
            Water points
          </Title>
          {data.waterPoints.length === 0 ? (
            <Text>No water points yet.</Text>
          ) : (
            <Paper withBorder radius="md">
              <Table verticalSpacing="xs" aria-labelledby="points-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Water point</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Bottles
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.waterPoints.map((point) => (
                    <Table.Tr key={point.id}>
                      <Table.Td>{point.name}</Table.Td>
                      <Table.Td ta="right">{number(point.bottles)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
