import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
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
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { FigureSection } from "~/components/figures/FigureSection";
import { HourlyChart } from "./HourlyChart";
import { FigureTable } from "~/components/figures/FigureTable";
import { Stat } from "~/components/Stat";
import { FormAlert } from "~/components/FormAlert";
import { PersonFinder, type FoundPerson } from "~/features/refills/PersonFinder";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import { formatDateTime, formatNumber } from "~/shared/format";
import { ADMIN_WINDOWS, formatCo2e, HOUR_MS, type ImpactCsvKind } from "~/shared/impact/rules";
import { startOfFestivalHour } from "~/shared/time-zone";
import { ExportCsvButton } from "./ExportCsvButton";

/** `useTranslations("impact")`. */
type ImpactT = ReturnType<typeof useTranslations<"impact">>;

/** Each period's words (literal keys: README "Languages"). */
const PERIOD_KEYS = {
  24: "admin.periods.day",
  48: "admin.periods.twoDays",
  168: "admin.periods.week",
  336: "admin.periods.twoWeeks",
} as const satisfies Record<(typeof ADMIN_WINDOWS)[number]["hours"], string>;

const periodsIn = (t: ImpactT) =>
  ADMIN_WINDOWS.map((window) => ({
    value: String(window.hours),
    label: t(PERIOD_KEYS[window.hours]),
  }));

/** The window ends with the festival hour that is running, so the query stays the same in it. */
function windowOf(hours: number) {
  const to = new Date(startOfFestivalHour(new Date()).getTime() + HOUR_MS);
  return { from: new Date(to.getTime() - hours * HOUR_MS), to };
}

/** One person's scans and collections, with their certificate standing. */
function PersonDrillDown({ person, onClose }: { person: FoundPerson; onClose: () => void }) {
  const t = useTranslations("impact");
  const locale = useLocale();
  const word = useServerText();
  const detail = api.sustainability.impact.person.useQuery({ userId: person.id });
  const data = detail.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>{person.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {data?.user.code
              ? t("person.bottleCode", { email: person.email, code: data.user.code })
              : person.email}
          </Text>
        </Stack>
        <Button size="xs" variant="default" onClick={onClose}>
          {t("person.another")}
        </Button>
      </Group>
      <FormAlert
        message={detail.error ? word(detail.error.data?.text, detail.error.message) : null}
      />
      {data && (
        <>
          <Group gap="xs">
            <Badge variant="light">{t("person.stations", { count: data.stations })}</Badge>
            <Badge variant="light">{t("person.bottles", { count: data.refills })}</Badge>
            <Badge variant="light" color="dark">
              {data.certificate
                ? data.certificate.revokedAt
                  ? t("person.certificateRevoked", { serial: data.certificate.serial })
                  : t("person.certificate", { serial: data.certificate.serial })
                : data.eligibility.eligible
                  ? t("person.eligible")
                  : t("person.notEligible")}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h5" id="person-scans-heading">
                {t("person.scans")}
              </Title>
              <FigureTable
                labelledBy="person-scans-heading"
                rows={data.scans}
                rowKey={(scan) => scan.id}
                empty={t("person.noScans")}
                framed={false}
                compact
                columns={[
                  { title: t("columns.station"), render: (scan) => scan.station },
                  {
                    title: t("columns.when"),
                    render: (scan) => formatDateTime(scan.scannedAt, locale),
                  },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5" id="person-collections-heading">
                {t("person.collections")}
              </Title>
              <FigureTable
                labelledBy="person-collections-heading"
                rows={data.collections}
                rowKey={(row) => row.id}
                empty={t("person.noCollections")}
                framed={false}
                compact
                columns={[
                  { title: t("columns.waterPoint"), render: (row) => row.waterPoint },
                  {
                    title: t("columns.bottles"),
                    render: (row) => (
                      <Text span inherit td={row.deleted ? "line-through" : undefined}>
                        {row.deleted
                          ? t("person.deleted", { quantity: row.quantity })
                          : row.quantity}
                      </Text>
                    ),
                  },
                  {
                    title: t("columns.when"),
                    render: (row) => formatDateTime(row.createdAt, locale),
                  },
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
  const t = useTranslations("impact");
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
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
          <Stat label={t("admin.scans")} value={number(data.totals.stationsScanned)} />
          <Stat label={t("admin.scanners")} value={number(data.totals.scanners)} />
          <Stat label={t("admin.bottles")} value={number(data.totals.bottlesRefilled)} />
          <Stat label={t("admin.refillers")} value={number(data.totals.refillers)} />
          <Stat label={t("admin.co2e")} value={formatCo2e(data.totals.co2eGramsAvoided, locale)} />
          <Stat label={t("admin.certificates")} value={number(data.totals.certificatesIssued)} />
        </SimpleGrid>
      )}

      <FigureSection
        id="hourly-heading"
        title={t("admin.perHour")}
        actions={
          <Group gap="xs" align="flex-end">
            <Select
              label={t("admin.period")}
              data={periodsIn(t)}
              value={hours}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setHours(value);
                setPeriod(windowOf(Number(value)));
              }}
              w={200}
            />
            {csvButton("hourly", t("admin.hourlyCsv"))}
            {csvButton("stationHours", t("admin.stationHoursCsv"))}
          </Group>
        }
      >
        <Text size="sm" c="dimmed">
          {t("admin.perHourIntro")}
        </Text>
        {data ? <HourlyChart hours={data.hourly} /> : <Skeleton h={300} radius="md" />}
      </FigureSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FigureSection
          id="stations-heading"
          title={t("admin.stations")}
          actions={csvButton("stations", t("admin.stationsCsv"))}
        >
          <FigureTable
            labelledBy="stations-heading"
            rows={data?.stations ?? []}
            rowKey={(station) => station.id}
            empty={t("empty.stations")}
            columns={[
              {
                title: t("columns.station"),
                render: (station) =>
                  station.active ? station.label : t("admin.inactive", { label: station.label }),
              },
              {
                title: t("columns.scans"),
                numeric: true,
                render: (station) => number(station.scans),
              },
              {
                title: t("columns.lastScan"),
                render: (station) =>
                  station.lastScan ? formatDateTime(station.lastScan, locale) : "—",
              },
            ]}
          />
        </FigureSection>
        <FigureSection
          id="water-heading"
          title={t("admin.waterPoints")}
          actions={csvButton("waterPoints", t("admin.waterPointsCsv"))}
        >
          <FigureTable
            labelledBy="water-heading"
            rows={data?.waterPoints ?? []}
            rowKey={(point) => point.id}
            empty={t("empty.waterPoints")}
            columns={[
              {
                title: t("columns.waterPoint"),
                render: (point) =>
                  point.active ? point.name : t("admin.closed", { name: point.name }),
              },
              {
                title: t("columns.collections"),
                numeric: true,
                render: (point) => number(point.collections),
              },
              {
                title: t("columns.bottles"),
                numeric: true,
                render: (point) => number(point.bottles),
              },
            ]}
          />
        </FigureSection>
      </SimpleGrid>

      <SectionCard id="person-heading" title={t("admin.person")} compact>
        {person ? (
          <PersonDrillDown person={person} onClose={() => setPerson(null)} />
        ) : (
          <PersonFinder onSelect={setPerson} />
        )}
      </SectionCard>
    </Stack>
  );
}
