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
import { useLocale, useTranslations } from "use-intl";
import { PersonCell } from "~/components/admin/PersonCell";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { ReasonDialog } from "~/components/ReasonDialog";
import { FormAlert } from "~/components/FormAlert";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
import { refusalText } from "~/features/impact/download";
import { reasonDialogError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import {
  CERTIFICATE_STATUS_FILTERS,
  certificateEligibility,
  certificateStatusOf,
  type CertificateStatusFilter,
} from "~/shared/certificates/rules";
import { formatDateTime } from "~/shared/format";
import { REASON_MAX_LENGTH } from "~/shared/inputs";

type Row = RouterOutputs["sustainability"]["certificate"]["list"]["rows"][number];
/** `useTranslations("certificates")`. */
type CertificatesT = ReturnType<typeof useTranslations<"certificates">>;

/** Each status's words, one set for the filter and the rows' badges (literal keys: README). */
const STATUS_KEYS = {
  eligible: "desk.statuses.eligible",
  issued: "desk.statuses.issued",
  revoked: "desk.statuses.revoked",
  all: "desk.statuses.all",
} as const satisfies Record<CertificateStatusFilter, string>;
const statusWords = (t: CertificatesT, status: CertificateStatusFilter) => t(STATUS_KEYS[status]);
const isStatus = (value: string): value is CertificateStatusFilter =>
  CERTIFICATE_STATUS_FILTERS.some((status) => status === value);
/** The list is in the server's one order (newest certificate first); nothing else sorts. */
const isColumn = (accessor: string): accessor is "issuedAt" => accessor === "issuedAt";

/** How many people one issue request carries: small enough to show progress as it goes. */
const BATCH = 50;

/** /admin/sustainability-certificate-users: eligible and certified people; issue, revoke, CSV. */
export function CertificateUsersAdmin() {
  const t = useTranslations("certificates");
  const locale = useLocale();
  const word = useServerText();
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
      toast(t("desk.revokedToast", { serial: result.serial }));
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
      toast(t("desk.issuedToast", { count: issued }));
      setSelected([]);
    } catch (error) {
      setIssueError(
        t("desk.issueFailed", {
          issued,
          reason: refusalText(error, word, t("desk.unknownError")),
        }),
      );
    } finally {
      setProgress(null);
      await refresh();
    }
  }

  const issueAll = async () => {
    const ids = await utils.sustainability.certificate.eligibleIds.fetch({ search: debounced });
    if (ids.length === 0) toast(t("desk.nobodyWaiting"), { color: "info" });
    else await issueTo(ids);
  };

  const rule = list.data?.rule;
  const busy = progress !== null;
  const isEligible = (row: Row) => !!rule && certificateEligibility(row, rule).eligible;
  const statuses = CERTIFICATE_STATUS_FILTERS.map((value) => ({
    value,
    label: statusWords(t, value),
  }));
  const revokeError = reasonDialogError(revoke.error);
  return (
    <Stack gap="sm">
      {rule && (
        <Text size="sm" c="dimmed">
          {t("desk.rule", { stations: rule.minStations, refills: rule.minRefills })}
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="certificate-status">
            {t("desk.status")}
          </Text>
          <SegmentedControl
            aria-labelledby="certificate-status"
            data={statuses}
            value={status}
            onChange={(value) => {
              if (!isStatus(value)) return;
              setStatus(value);
              setSelected([]);
              table.tableProps.onPageChange(1);
            }}
          />
        </Stack>
        <SearchField
          label={t("desk.search")}
          placeholder={t("desk.searchPlaceholder")}
          {...table.searchProps}
        />
        <ExportCsvButton
          label={t("desk.exportCsv")}
          failed={t("desk.exportFailed")}
          fetchCsv={() => utils.sustainability.certificate.csv.fetch({ status, search: debounced })}
        />
      </Group>

      {status !== "issued" && (
        <Group gap="sm">
          <Button
            disabled={selected.length === 0 || busy}
            onClick={() => void issueTo(selected.map((row) => row.userId))}
          >
            {t("desk.issueSelected", { count: selected.length })}
          </Button>
          <Button
            variant="light"
            disabled={busy || !list.data?.total}
            onClick={() => void issueAll()}
          >
            {t("desk.issueAll", { count: list.data?.total ?? 0 })}
          </Button>
        </Group>
      )}
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t("desk.issuing", progress)}</Text>
          <Progress
            value={(progress.done / Math.max(1, progress.total)) * 100}
            aria-label={t("desk.issuingBar", progress)}
            animated
          />
        </Stack>
      )}
      <FormAlert message={issueError} />

      <DataTable<Row>
        idAccessor="userId"
        {...serverTableProps(list, table)}
        noRecordsText={status === "eligible" ? t("desk.emptyEligible") : t("desk.empty")}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        isRecordSelectable={(row) => certificateStatusOf(row) !== "issued" && isEligible(row)}
        allRecordsSelectionCheckboxProps={{ "aria-label": t("desk.selectPage") }}
        getRecordSelectionCheckboxProps={(row) => ({
          "aria-label": t("desk.selectPerson", { name: row.name }),
        })}
        columns={[
          {
            accessor: "name",
            title: t("desk.columns.name"),
            render: (row) => <PersonCell name={row.name} email={row.email} />,
          },
          {
            accessor: "stations",
            title: t("desk.columns.stations"),
            textAlign: "right",
            visibleMediaQuery: fromSm,
          },
          {
            accessor: "refills",
            title: t("desk.columns.refills"),
            textAlign: "right",
            visibleMediaQuery: fromSm,
          },
          {
            accessor: "serial",
            title: t("desk.columns.certificate"),
            render: (row) => {
              return (
                <Stack gap={2}>
                  <Badge variant="light" color="dark">
                    {statusWords(t, certificateStatusOf(row))}
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
            title: t("desk.columns.issued"),
            visibleMediaQuery: fromMd,
            render: (row) => (row.issuedAt ? formatDateTime(row.issuedAt, locale) : "—"),
          },
          {
            accessor: "actions",
            title: t("desk.columns.action"),
            render: (row) => {
              const state = certificateStatusOf(row);
              if (state === "issued")
                return (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t("desk.revokeOf", { name: row.name })}
                    onClick={() => {
                      revoke.reset();
                      setRevoking(row);
                    }}
                  >
                    {t("desk.revoke")}
                  </Button>
                );
              return isEligible(row) ? (
                <Button
                  size="xs"
                  variant="light"
                  disabled={busy}
                  aria-label={t("desk.issueTo", { name: row.name })}
                  onClick={() => void issueTo([row.userId])}
                >
                  {state === "revoked" ? t("desk.issueAgain") : t("desk.issue")}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  {t("desk.notEligible")}
                </Text>
              );
            },
          },
        ]}
      />

      <ReasonDialog
        opened={revoking !== null}
        title={t("desk.revokeTitle")}
        description={t("desk.revokeDescription")}
        maxLength={REASON_MAX_LENGTH}
        confirmLabel={t("desk.revokeConfirm")}
        pending={revoke.isPending}
        error={
          revokeError && !revokeError.field
            ? { ...revokeError, message: word(revoke.error?.data?.text, revokeError.message) }
            : revokeError
        }
        onCancel={() => setRevoking(null)}
        onConfirm={(reason) => revoking && revoke.mutate({ userId: revoking.userId, reason })}
      >
        {revoking && (
          <Text size="sm">
            {t.rich("desk.revokeText", {
              serial: revoking.serial ?? "",
              name: revoking.name,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
        )}
      </ReasonDialog>
    </Stack>
  );
}
