import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Badge, Button, Group, Progress, SegmentedControl, Stack, Text } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { PersonCell } from "~/components/admin/PersonCell";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { ReasonDialog } from "~/components/ReasonDialog";
import { FormAlert } from "~/components/FormAlert";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
import { reasonDialogError } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import {
  CERTIFICATE_STATUS_FILTERS,
  CERTIFICATE_STATUS_LABELS,
  certificateEligibility,
  certificateStatusOf,
  type CertificateStatusFilter,
} from "~/shared/certificates/rules";
import { formatDateTime } from "~/shared/format";
import { REASON_MAX_LENGTH } from "~/shared/inputs";

type Row = RouterOutputs["sustainability"]["certificate"]["list"]["rows"][number];
const STATUSES = CERTIFICATE_STATUS_FILTERS.map((value) => ({
  value,
  label: CERTIFICATE_STATUS_LABELS[value],
}));
const isStatus = (value: string): value is CertificateStatusFilter =>
  CERTIFICATE_STATUS_FILTERS.some((status) => status === value);
/** The list is in the server's one order (newest certificate first); nothing else sorts. */
const isColumn = (accessor: string): accessor is "issuedAt" => accessor === "issuedAt";

/** How many people one issue request carries: small enough to show progress as it goes. */
const BATCH = 50;

/** /admin/sustainability-certificate-users: eligible and certified people; issue, revoke, CSV. */
export function CertificateUsersAdmin() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const table = useTableState<"issuedAt", Row>({ column: "issuedAt", direction: "desc" }, isColumn);
  const debounced = table.query.search;
  const [status, setStatus] = useState<CertificateStatusFilter>("eligible");
  const [selected, setSelected] = useState<Row[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [issueError, setIssueError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Row | null>(null);

  const list = api.sustainability.certificate.list.useQuery(
    { status, search: debounced, page: table.query.page, pageSize: table.query.pageSize },
    { placeholderData: (previous) => previous },
  );
  const issue = api.sustainability.certificate.issue.useMutation();
  const revoke = api.sustainability.certificate.revoke.useMutation({
    onSuccess: async (result) => {
      toast(`Certificate ${result.serial} was revoked.`);
      setRevoking(null);
      await refresh();
    },
  });

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

  const rule = list.data?.rule;
  const busy = progress !== null;
  const isEligible = (row: Row) => !!rule && certificateEligibility(row, rule).eligible;
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
              table.tableProps.onPageChange(1);
            }}
          />
        </Stack>
        <SearchField label="Search" placeholder="Name, email or serial" {...table.searchProps} />
        <ExportCsvButton
          fetchCsv={() => utils.sustainability.certificate.csv.fetch({ status, search: debounced })}
        />
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
        idAccessor="userId"
        {...serverTableProps(list, table)}
        noRecordsText={
          status === "eligible" ? "Nobody is waiting for a certificate" : "Nobody here"
        }
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        isRecordSelectable={(row) => certificateStatusOf(row) !== "issued" && isEligible(row)}
        allRecordsSelectionCheckboxProps={{ "aria-label": "Select everyone on this page" }}
        getRecordSelectionCheckboxProps={(row) => ({ "aria-label": `Select ${row.name}` })}
        columns={[
          {
            accessor: "name",
            render: (row) => <PersonCell name={row.name} email={row.email} />,
          },
          { accessor: "stations", textAlign: "right", visibleMediaQuery: fromSm },
          { accessor: "refills", textAlign: "right", visibleMediaQuery: fromSm },
          {
            accessor: "serial",
            title: "Certificate",
            render: (row) => {
              return (
                <Stack gap={2}>
                  <Badge variant="light" color="dark">
                    {CERTIFICATE_STATUS_LABELS[certificateStatusOf(row)]}
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
            render: (row) => (row.issuedAt ? formatDateTime(row.issuedAt) : "—"),
          },
          {
            accessor: "actions",
            title: "Action",
            render: (row) => {
              const state = certificateStatusOf(row);
              if (state === "issued")
                return (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Revoke the certificate of ${row.name}`}
                    onClick={() => {
                      revoke.reset();
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

      <ReasonDialog
        opened={revoking !== null}
        title="Revoke this certificate?"
        description="Kept with the certificate, for the festival team."
        maxLength={REASON_MAX_LENGTH}
        confirmLabel="Revoke certificate"
        pending={revoke.isPending}
        error={reasonDialogError(revoke.error)}
        onCancel={() => setRevoking(null)}
        onConfirm={(reason) => revoking && revoke.mutate({ userId: revoking.userId, reason })}
      >
        {revoking && (
          <Text size="sm">
            Certificate {revoking.serial} of <strong>{revoking.name}</strong>. They can no longer
            download it; issuing again later gives a new serial.
          </Text>
        )}
      </ReasonDialog>
    </Stack>
  );
}
