import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { ReasonDialog } from "~/components/ReasonDialog";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
import { reasonDialogError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTime, parseDateTimeInput } from "~/shared/format";
import { REASON_MAX_LENGTH } from "~/shared/inputs";
import { nextFestivalDay } from "~/shared/time-zone";
import { BottleCodeScanner } from "./BottleCodeScanner";
import { PersonFinder, type FoundPerson } from "./PersonFinder";
import { RecordCollectionForm } from "./RecordCollectionForm";
import { WaterPointsAdmin } from "./WaterPointsAdmin";
import { refillCheckWords, useTableWords } from "./words";

type Row = RouterOutputs["sustainability"]["refill"]["collections"]["rows"][number];

const cameraScanner = (onCode: (code: string) => void) => <BottleCodeScanner onCode={onCode} />;

/** When a date field's day ("2026-07-04") begins on the festival's clocks; null when empty. */
const dayStart = (value: string) => (value ? parseDateTimeInput(`${value}T00:00`) : null);

/** The log's rows are sorted by when they were recorded, newest first; nothing else sorts. */
const isColumn = (accessor: string): accessor is "createdAt" => accessor === "createdAt";

/** The desk: find a person (bottle code or search), record their bottles. */
export function RecordCollectionDesk({
  scanner = cameraScanner,
}: {
  scanner?: (onCode: (code: string) => void) => ReactNode;
}) {
  const t = useTranslations("refills");
  const [person, setPerson] = useState<FoundPerson | null>(null);
  return (
    <SectionCard id="record-heading" title={t("record.heading")} compact>
      {person ? (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700}>{person.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {person.email} ·{" "}
                {person.code ? t("record.bottle", { code: person.code }) : t("record.getsCode")}
              </Text>
            </Stack>
            <Button variant="default" size="xs" onClick={() => setPerson(null)}>
              {t("record.changePerson")}
            </Button>
          </Group>
          <RecordCollectionForm person={person} onRecorded={() => setPerson(null)} />
        </Stack>
      ) : (
        <PersonFinder onSelect={setPerson} scanner={scanner} />
      )}
    </SectionCard>
  );
}

/**
 * /admin/sustainability-water-bottle-collections: record, the filtered log, delete, CSV. In the
 * page's language ("refills"); names, notes and water points are what people wrote.
 */
export function CollectionsAdmin({
  scanner,
}: {
  scanner?: (onCode: (code: string) => void) => ReactNode;
}) {
  const t = useTranslations("refills");
  const locale = useLocale();
  const word = useServerText();
  const tableWords = useTableWords();
  const { toast } = useToast();
  const utils = api.useUtils();
  const table = useTableState<"createdAt", Row>(
    { column: "createdAt", direction: "desc" },
    isColumn,
  );
  const [fromValue, setFromValue] = useState("");
  const [toValue, setToValue] = useState("");
  const [waterPointId, setWaterPointId] = useState<string | null>(null);
  const [includeDeleted, setIncludeDeleted] = useState(true);
  const [deleting, setDeleting] = useState<Row | null>(null);

  // The days of the filter are the festival's days, whatever this device's time zone.
  const from = dayStart(fromValue);
  const toStart = dayStart(toValue);
  const to = toStart && nextFestivalDay(toStart);
  const rangeError = from && to && from >= to ? t("log.rangeError") : null;
  const filter = {
    from,
    to,
    waterPointId,
    userId: null,
    search: table.query.search,
    includeDeleted,
  };
  const points = api.sustainability.refill.allWaterPoints.useQuery();
  const log = api.sustainability.refill.collections.useQuery(
    { ...filter, page: table.query.page, pageSize: table.query.pageSize },
    { placeholderData: (previous) => previous, enabled: !rangeError },
  );
  const remove = api.sustainability.refill.remove.useMutation({
    onSuccess: async () => {
      toast(t("log.deletedToast"));
      setDeleting(null);
      await Promise.all([
        utils.sustainability.refill.invalidate(),
        utils.sustainability.impact.invalidate(),
      ]);
    },
  });

  // The refusal of a deletion: by its key, or the reason's check, in the page's language.
  const refusal = reasonDialogError(remove.error);
  const deleteError = refusal && {
    ...refusal,
    message: refusal.field
      ? String(refillCheckWords(t, refusal.message))
      : word(remove.error?.data?.text, refusal.message),
  };

  /** A filter changed: back to the first page. */
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      table.tableProps.onPageChange(1);
    };

  return (
    <Stack gap="xl">
      <Text c="dimmed">{t("log.intro")}</Text>
      <RecordCollectionDesk scanner={scanner} />

      <Stack gap="sm" component="section" aria-labelledby="log-heading">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="log-heading">
            {t("log.heading")}
          </Title>
          <ExportCsvButton
            label={t("log.export")}
            disabled={!!rangeError}
            fetchCsv={() => utils.sustainability.refill.collectionsCsv.fetch(filter)}
          />
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {[
            { key: "from", label: t("log.from"), value: fromValue, set: setFromValue, error: null },
            { key: "to", label: t("log.to"), value: toValue, set: setToValue, error: rangeError },
          ].map((day) => (
            <TextInput
              key={day.key}
              type="date"
              label={day.label}
              value={day.value}
              error={day.error}
              onChange={(event) => filtered(day.set)(event.currentTarget.value)}
              w={170}
            />
          ))}
          <Select
            label={t("log.waterPoint")}
            placeholder={t("log.everyPoint")}
            data={(points.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
            value={waterPointId}
            clearable
            onChange={filtered(setWaterPointId)}
            w={220}
          />
          <SearchField
            label={t("log.person")}
            placeholder={t("log.personHint")}
            {...table.searchProps}
          />
          <Select
            label={t("log.show")}
            data={[
              { value: "all", label: t("log.keptAndDeleted") },
              { value: "kept", label: t("log.keptOnly") },
            ]}
            value={includeDeleted ? "all" : "kept"}
            allowDeselect={false}
            onChange={(value) => filtered(setIncludeDeleted)(value !== "kept")}
            w={180}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {log.data ? t("log.summary", { count: log.data.total, bottles: log.data.bottles }) : " "}
        </Text>
        <DataTable<Row>
          {...serverTableProps(log, table)}
          {...tableWords}
          noRecordsText={t("log.none")}
          columns={[
            {
              accessor: "createdAt",
              title: t("log.when"),
              render: (row) => formatDateTime(row.createdAt, locale),
            },
            {
              accessor: "user.name",
              title: t("log.person"),
              render: (row) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {row.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.user.waterBottle?.code ?? ""}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {row.waterPoint.name}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: "waterPoint.name",
              title: t("log.waterPoint"),
              visibleMediaQuery: fromSm,
            },
            { accessor: "quantity", title: t("log.bottles"), textAlign: "right" },
            {
              accessor: "recordedBy.name",
              title: t("log.recordedBy"),
              visibleMediaQuery: fromMd,
              render: (row) => row.recordedBy?.name ?? "—",
            },
            {
              accessor: "note",
              title: t("log.note"),
              visibleMediaQuery: fromMd,
              render: (row) => row.note ?? "",
            },
            {
              accessor: "actions",
              title: t("log.status"),
              render: (row) =>
                row.deletedAt ? (
                  <Stack gap={2}>
                    <Badge color="dark" variant="light">
                      {t("log.deleted")}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {row.deleteReason}
                      {row.deletedBy ? ` (${row.deletedBy.name})` : ""}
                    </Text>
                  </Stack>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t("log.deleteLabel", {
                      quantity: row.quantity,
                      name: row.user.name,
                      at: formatDateTime(row.createdAt, locale),
                    })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(row);
                    }}
                  >
                    {t("log.delete")}
                  </Button>
                ),
            },
          ]}
        />
      </Stack>

      <WaterPointsAdmin />

      <ReasonDialog
        opened={deleting !== null}
        title={t("log.deleteTitle")}
        description={t("log.deleteHint")}
        maxLength={REASON_MAX_LENGTH}
        confirmLabel={t("log.deleteConfirm")}
        pending={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={(reason) => deleting && remove.mutate({ id: deleting.id, reason })}
      >
        {deleting && (
          <Text size="sm">
            {t.rich("log.deleteText", {
              quantity: deleting.quantity,
              name: deleting.user.name,
              waterPoint: deleting.waterPoint.name,
              at: formatDateTime(deleting.createdAt, locale),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
        )}
      </ReasonDialog>
    </Stack>
  );
}
