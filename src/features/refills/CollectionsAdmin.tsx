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
import { SectionCard } from "~/components/SectionCard";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { ReasonDialog } from "~/components/ReasonDialog";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
import { reasonDialogError } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatCount, formatDateTime, parseDateTimeInput } from "~/shared/format";
import { REASON_MAX_LENGTH } from "~/shared/inputs";
import { bottles } from "~/shared/refills/rules";
import { nextFestivalDay } from "~/shared/time-zone";
import { BottleCodeScanner } from "./BottleCodeScanner";
import { PersonFinder, type FoundPerson } from "./PersonFinder";
import { RecordCollectionForm } from "./RecordCollectionForm";
import { WaterPointsAdmin } from "./WaterPointsAdmin";

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
  const [person, setPerson] = useState<FoundPerson | null>(null);
  return (
    <SectionCard id="record-heading" title="Record a collection" compact>
      {person ? (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700}>{person.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {person.email}
                {person.code ? ` · bottle ${person.code}` : " · gets a bottle code now"}
              </Text>
            </Stack>
            <Button variant="default" size="xs" onClick={() => setPerson(null)}>
              Change person
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

/** /admin/sustainability-water-bottle-collections: record, the filtered log, delete, CSV. */
export function CollectionsAdmin({
  scanner,
}: {
  scanner?: (onCode: (code: string) => void) => ReactNode;
}) {
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
  const rangeError = from && to && from >= to ? "The end must be on or after the start." : null;
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
      toast("The collection was deleted and its points taken back.");
      setDeleting(null);
      await Promise.all([
        utils.sustainability.refill.invalidate(),
        utils.sustainability.impact.invalidate(),
      ]);
    },
  });

  /** A filter changed: back to the first page. */
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      table.tableProps.onPageChange(1);
    };

  return (
    <Stack gap="xl">
      <Text c="dimmed">
        Record bottles refilled at the water points, check the log, correct mistakes.
      </Text>
      <RecordCollectionDesk scanner={scanner} />

      <Stack gap="sm" component="section" aria-labelledby="log-heading">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="log-heading">
            Refill log
          </Title>
          <ExportCsvButton
            disabled={!!rangeError}
            fetchCsv={() => utils.sustainability.refill.collectionsCsv.fetch(filter)}
          />
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {[
            { label: "From", value: fromValue, set: setFromValue, error: null },
            { label: "To", value: toValue, set: setToValue, error: rangeError },
          ].map((day) => (
            <TextInput
              key={day.label}
              type="date"
              label={day.label}
              value={day.value}
              error={day.error}
              onChange={(event) => filtered(day.set)(event.currentTarget.value)}
              w={170}
            />
          ))}
          <Select
            label="Water point"
            placeholder="Every water point"
            data={(points.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
            value={waterPointId}
            clearable
            onChange={filtered(setWaterPointId)}
            w={220}
          />
          <SearchField label="Person" placeholder="Name, email or code" {...table.searchProps} />
          <Select
            label="Show"
            data={[
              { value: "all", label: "Kept and deleted" },
              { value: "kept", label: "Kept only" },
            ]}
            value={includeDeleted ? "all" : "kept"}
            allowDeselect={false}
            onChange={(value) => filtered(setIncludeDeleted)(value !== "kept")}
            w={180}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {log.data
            ? `${formatCount(log.data.total, "collection", "collections")}, ${bottles(log.data.bottles)} kept`
            : " "}
        </Text>
        <DataTable<Row>
          {...serverTableProps(log, table)}
          noRecordsText="No collections match"
          columns={[
            {
              accessor: "createdAt",
              title: "When",
              render: (row) => formatDateTime(row.createdAt),
            },
            {
              accessor: "user.name",
              title: "Person",
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
            { accessor: "waterPoint.name", title: "Water point", visibleMediaQuery: fromSm },
            { accessor: "quantity", title: "Bottles", textAlign: "right" },
            {
              accessor: "recordedBy.name",
              title: "Recorded by",
              visibleMediaQuery: fromMd,
              render: (row) => row.recordedBy?.name ?? "—",
            },
            {
              accessor: "note",
              visibleMediaQuery: fromMd,
              render: (row) => row.note ?? "",
            },
            {
              accessor: "actions",
              title: "Status",
              render: (row) =>
                row.deletedAt ? (
                  <Stack gap={2}>
                    <Badge color="dark" variant="light">
                      Deleted
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
                    aria-label={`Delete ${bottles(row.quantity)} for ${row.user.name} at ${formatDateTime(row.createdAt)}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(row);
                    }}
                  >
                    Delete
                  </Button>
                ),
            },
          ]}
        />
      </Stack>

      <WaterPointsAdmin />

      <ReasonDialog
        opened={deleting !== null}
        title="Delete this collection?"
        description="Shown in the log next to the deleted entry."
        maxLength={REASON_MAX_LENGTH}
        confirmLabel="Delete collection"
        pending={remove.isPending}
        error={reasonDialogError(remove.error)}
        onCancel={() => setDeleting(null)}
        onConfirm={(reason) => deleting && remove.mutate({ id: deleting.id, reason })}
      >
        {deleting && (
          <Text size="sm">
            {bottles(deleting.quantity)} for <strong>{deleting.user.name}</strong> at{" "}
            {deleting.waterPoint.name}, {formatDateTime(deleting.createdAt)}. Its points are taken
            back; the entry stays in the log as deleted.
          </Text>
        )}
      </ReasonDialog>
    </Stack>
  );
}
