import "mantine-datatable/styles.css";
import {
  Badge,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { fromMd, fromSm } from "~/components/admin/table";
import { PAGE_SIZES } from "~/components/admin/useTableState";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { FormAlert } from "~/features/auth/FormAlert";
import { saveCsv } from "~/features/impact/download";
import { WHEN } from "~/features/refills/labels";
import { serverFieldError } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";

type Row = RouterOutputs["sustainability"]["certificate"]["list"]["rows"][number];
type Status = "eligible" | "issued" | "revoked" | "all";
const STATUSES: { value: Status; label: string }[] = [
  { value: "eligible", label: "Eligible" },
  { value: "issued", label: "Issued" },
  { value: "revoked", label: "Revoked" },
  { value: "all", label: "All" },
];
const isStatus = (value: string): value is Status => STATUSES.some((s) => s.value === value);

/** How many people one issue request carries: small enough to show progress as it goes. */
const BATCH = 50;

function statusOf(row: Row): "eligible" | "issued" | "revoked" {
  if (!row.serial) return "eligible";
  return row.revokedAt ? "revoked" : "issued";
}

/** /admin/sustainability-certificate-users: eligible and certified people; issue, revoke, CSV. */
export function CertificateUsersAdmin() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [status, setStatus] = useState<Status>("eligible");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Row[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [issueError, setIssueError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Row | null>(null);
  const [reason, setReason] = useState("");
  const [exporting, setExporting] = useState(false);

  const list = api.sustainability.certificate.list.useQuery(
    { status, search: debounced, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const issue = api.sustainability.certificate.issue.useMutation();
  const revoke = api.sustainability.certificate.revoke.useMutation({
    onSuccess: async (result) => {
      toast(`Certificate ${result.serial} was revoked.`);
      setRevoking(null);
      setReason("");
      await refresh();
    },
  });
  const reasonError = serverFieldError(revoke.error, "reason");

  async function refresh() {
    await Promise.all([
      utils.sustainability.certificate.invalidate(),
      utils.sustainability.impact.invalidate(),
    ]);
  }

  /** Issues in batches so the bar moves; each batch is all-or-nothing on the server. */
  async function issueTo(userIds: string[]) {
    setIssueError(null);
    setProgress({ done: 0, total: userIds.length });
    let issued = 0;
    try {
      for (let start = 0; start < userIds.length; start += BATCH) {
        const batch = userIds.slice(start, start + BATCH);
        const result = await issue.mutateAsync({ userIds: batch });
        issued += result.issued.length;
        setProgress({
          done: Math.min(userIds.length, start + batch.length),
          total: userIds.length,
        });
      }
      toast(issued === 1 ? "1 certificate was issued." : `${issued} certificates were issued.`);
      setSelected([]);
    } catch (error) {
      setIssueError(
        `${issued} issued before a refusal: ${error instanceof Error ? error.message : "unknown error"}`,
      );
    } finally {
      setProgress(null);
      await refresh();
    }
  }

  const issueAll = async () => {
    const ids = await utils.sustainability.certificate.eligibleIds.fetch({ search: debounced });
    if (ids.length === 0) toast("Nobody is waiting for a certificate.", { color: "info" });
    else await issueTo(ids);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsv(await utils.sustainability.certificate.csv.fetch({ status, search: debounced }));
    } catch (error) {
      toast(error instanceof Error ? error.message : "The export failed.", { color: "error" });
    } finally {
      setExporting(false);
    }
  };

  const rule = list.data?.rule;
  const busy = progress !== null;
  const isEligible = (row: Row) =>
    !!rule && row.stations >= rule.minStations && row.refills >= rule.minRefills;
  return (
    <Stack gap="sm">
      {rule && (
        <Text size="sm" c="dimmed">
          Eligible: at least {rule.minStations} stations scanned and {rule.minRefills} bottles
          refilled.
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="certificate-status">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="certificate-status"
            data={STATUSES}
            value={status}
            onChange={(value) => {
              if (!isStatus(value)) return;
              setStatus(value);
              setSelected([]);
              setPage(1);
            }}
          />
        </Stack>
        <TextInput
          label="Search"
          placeholder="Name, email or serial"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={260}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Group>

      {status !== "issued" && (
        <Group gap="sm">
          <Button
            disabled={selected.length === 0 || busy}
            onClick={() => void issueTo(selected.map((row) => row.userId))}
          >
            Issue selected ({selected.length})
          </Button>
          <Button
            variant="light"
            disabled={busy || !list.data?.total}
            onClick={() => void issueAll()}
          >
            Issue to everyone eligible ({list.data?.total ?? 0})
          </Button>
        </Group>
      )}
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            Issuing certificates: {progress.done} of {progress.total}
          </Text>
          <Progress
            value={(progress.done / Math.max(1, progress.total)) * 100}
            aria-label={`Issued ${progress.done} of ${progress.total}`}
            animated
          />
        </Stack>
      )}
      <FormAlert message={issueError} />

      <DataTable<Row>
        {...ADMIN_TABLE_STYLE}
        idAccessor="userId"
        records={list.data?.rows ?? []}
        totalRecords={list.data?.total ?? 0}
        fetching={list.isFetching}
        page={page}
        onPageChange={setPage}
        recordsPerPage={pageSize}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        noRecordsText={
          status === "eligible" ? "Nobody is waiting for a certificate" : "Nobody here"
        }
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        isRecordSelectable={(row) => statusOf(row) !== "issued" && isEligible(row)}
        allRecordsSelectionCheckboxProps={{ "aria-label": "Select everyone on this page" }}
        getRecordSelectionCheckboxProps={(row) => ({ "aria-label": `Select ${row.name}` })}
        columns={[
          {
            accessor: "name",
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {row.email}
                </Text>
              </Stack>
            ),
          },
          { accessor: "stations", textAlign: "right", visibleMediaQuery: fromSm },
          { accessor: "refills", textAlign: "right", visibleMediaQuery: fromSm },
          {
            accessor: "serial",
            title: "Certificate",
            render: (row) => {
              const state = statusOf(row);
              return (
                <Stack gap={2}>
                  <Badge variant="light" color="dark">
                    {state === "issued" ? "Issued" : state === "revoked" ? "Revoked" : "Eligible"}
                  </Badge>
                  {row.serial && (
                    <Text size="xs" ff="monospace">
                      {row.serial}
                    </Text>
                  )}
                  {row.revokeReason && (
                    <Text size="xs" c="dimmed">
                      {row.revokeReason}
                    </Text>
                  )}
                </Stack>
              );
            },
          },
          {
            accessor: "issuedAt",
            title: "Issued",
            visibleMediaQuery: fromMd,
            render: (row) => (row.issuedAt ? WHEN.format(row.issuedAt) : "—"),
          },
          {
            accessor: "actions",
            title: "Action",
            render: (row) => {
              const state = statusOf(row);
              if (state === "issued")
                return (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Revoke the certificate of ${row.name}`}
                    onClick={() => {
                      revoke.reset();
                      setReason("");
                      setRevoking(row);
                    }}
                  >
                    Revoke
                  </Button>
                );
              return isEligible(row) ? (
                <Button
                  size="xs"
                  variant="light"
                  disabled={busy}
                  aria-label={`Issue a certificate to ${row.name}`}
                  onClick={() => void issueTo([row.userId])}
                >
                  {state === "revoked" ? "Issue again" : "Issue"}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  Not eligible
                </Text>
              );
            },
          },
        ]}
      />

      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this certificate?"
      >
        {revoking && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              revoke.mutate({ userId: revoking.userId, reason });
            }}
          >
            <Stack gap="sm">
              <Text size="sm">
                Certificate {revoking.serial} of <strong>{revoking.name}</strong>. They can no
                longer download it; issuing again later gives a new serial.
              </Text>
              <FormAlert message={reasonError ? null : (revoke.error?.message ?? null)} />
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
                <Button variant="default" onClick={() => setRevoking(null)}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={revoke.isPending}>
                  Revoke certificate
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
