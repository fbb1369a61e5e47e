import "mantine-datatable/styles.css";
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState, type ReactNode } from "react";
import { fromMd, fromSm } from "~/components/admin/table";
import { PAGE_SIZES } from "~/components/admin/useTableState";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { FormAlert } from "~/features/auth/FormAlert";
import { saveCsv } from "~/features/impact/download";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { BottleCodeScanner } from "./BottleCodeScanner";
import { serverFieldError } from "~/lib/forms";
import { bottles, WHEN } from "./labels";
import { PersonFinder, type FoundPerson } from "./PersonFinder";
import { RecordCollectionForm } from "./RecordCollectionForm";
import { WaterPointsAdmin } from "./WaterPointsAdmin";

type Row = RouterOutputs["sustainability"]["refill"]["collections"]["rows"][number];

const cameraScanner = (onCode: (code: string) => void) => <BottleCodeScanner onCode={onCode} />;

/** A date field's value (YYYY-MM-DD, local) as the start of that day, or null. */
function dayStart(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return Number.isNaN(date.getTime()) ? null : date;
}

function nextDay(date: Date | null): Date | null {
  return date ? new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1) : null;
}

/** The desk: find a person (bottle code or search), record their bottles. */
export function RecordCollectionDesk({
  scanner = cameraScanner,
}: {
  scanner?: (onCode: (code: string) => void) => ReactNode;
}) {
  const [person, setPerson] = useState<FoundPerson | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="record-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="record-heading">
          Record a collection
        </Title>
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
      </Stack>
    </Paper>
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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [fromValue, setFromValue] = useState("");
  const [toValue, setToValue] = useState("");
  const [waterPointId, setWaterPointId] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [includeDeleted, setIncludeDeleted] = useState(true);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [reason, setReason] = useState("");
  const [exporting, setExporting] = useState(false);

  const from = dayStart(fromValue);
  const to = nextDay(dayStart(toValue));
  const rangeError = from && to && from >= to ? "The end must be on or after the start." : null;
  const filter = {
    from,
    to,
    waterPointId,
    userId: null,
    search: debouncedSearch,
    includeDeleted,
  };
  const points = api.sustainability.refill.allWaterPoints.useQuery();
  const log = api.sustainability.refill.collections.useQuery(
    { ...filter, page, pageSize },
    { placeholderData: (previous) => previous, enabled: !rangeError },
  );
  const remove = api.sustainability.refill.remove.useMutation({
    onSuccess: async () => {
      toast("The collection was deleted and its points taken back.");
      setDeleting(null);
      setReason("");
      await Promise.all([
        utils.sustainability.refill.invalidate(),
        utils.sustainability.impact.invalidate(),
      ]);
    },
  });
  const reasonError = serverFieldError(remove.error, "reason");

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsv(await utils.sustainability.refill.collectionsCsv.fetch(filter));
    } catch (error) {
      toast(error instanceof Error ? error.message : "The export failed.", { color: "error" });
    } finally {
      setExporting(false);
    }
  };
  const resetPage = () => setPage(1);

  return (
    <Stack gap="xl">
      <RecordCollectionDesk scanner={scanner} />

      <Stack gap="sm" component="section" aria-labelledby="log-heading">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="log-heading">
            Refill log
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={!!rangeError}
          >
            Export CSV
          </Button>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={fromValue}
            onChange={(event) => {
              setFromValue(event.currentTarget.value);
              resetPage();
            }}
            w={170}
          />
          <TextInput
            type="date"
            label="To"
            value={toValue}
            error={rangeError}
            onChange={(event) => {
              setToValue(event.currentTarget.value);
              resetPage();
            }}
            w={170}
          />
          <Select
            label="Water point"
            placeholder="Every water point"
            data={(points.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
            value={waterPointId}
            clearable
            onChange={(value) => {
              setWaterPointId(value);
              resetPage();
            }}
            w={220}
          />
          <TextInput
            label="Person"
            placeholder="Name, email or code"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              resetPage();
            }}
            maxLength={100}
            w={240}
          />
          <Select
            label="Show"
            data={[
              { value: "all", label: "Kept and deleted" },
              { value: "kept", label: "Kept only" },
            ]}
            value={includeDeleted ? "all" : "kept"}
            allowDeselect={false}
            onChange={(value) => {
              setIncludeDeleted(value !== "kept");
              resetPage();
            }}
            w={180}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {log.data
            ? `${log.data.total.toLocaleString("en")} collection${log.data.total === 1 ? "" : "s"}, ${bottles(log.data.bottles)} kept`
            : " "}
        </Text>
        <DataTable<Row>
          {...ADMIN_TABLE_STYLE}
          records={log.data?.rows ?? []}
          totalRecords={log.data?.total ?? 0}
          fetching={log.isFetching}
          page={page}
          onPageChange={setPage}
          recordsPerPage={pageSize}
          recordsPerPageOptions={PAGE_SIZES}
          onRecordsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          noRecordsText="No collections match"
          columns={[
            {
              accessor: "createdAt",
              title: "When",
              render: (row) => WHEN.format(row.createdAt),
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
                    aria-label={`Delete ${bottles(row.quantity)} for ${row.user.name} at ${WHEN.format(row.createdAt)}`}
                    onClick={() => {
                      remove.reset();
                      setReason("");
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

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this collection?"
      >
        {deleting && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              remove.mutate({ id: deleting.id, reason });
            }}
          >
            <Stack gap="sm">
              <Text size="sm">
                {bottles(deleting.quantity)} for <strong>{deleting.user.name}</strong> at{" "}
                {deleting.waterPoint.name}, {WHEN.format(deleting.createdAt)}. Its points are taken
                back; the entry stays in the log as deleted.
              </Text>
              <FormAlert message={reasonError ? null : (remove.error?.message ?? null)} />
              <Textarea
                label="Reason"
                required
                autosize
                minRows={2}
                maxLength={300}
                value={reason}
                error={reasonError}
                onChange={(event) => setReason(event.currentTarget.value)}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDeleting(null)}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={remove.isPending}>
                  Delete collection
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
