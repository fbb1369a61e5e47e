import "mantine-datatable/styles.css";
import {
  Badge,
  Button,
  Group,
  Image,
  Kbd,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import type { Area, ModerationStatus } from "~/generated/prisma/enums";
import { fromSm } from "~/components/admin/table";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { PAGE_SIZES } from "~/components/admin/useTableState";
import { areaOf } from "~/features/challenges/areas";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import {
  MAX_REASON_LENGTH,
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  type Decision,
} from "~/server/domain/submissions";
import { ownItemNotice } from "~/shared/moderation";
import { mediaUrl } from "./media-url";
import { StatusBadge } from "./StatusBadge";
import { serverFieldError } from "~/lib/forms";

type Row = RouterOutputs["moderation"]["submission"]["list"]["rows"][number];

const SUBMITTED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const ALL = "ALL";

function isStatus(value: string | null): value is ModerationStatus {
  return MODERATION_STATUSES.some((status) => status === value);
}
function isArea(value: string | null): value is Area {
  return AREA_ORDER.some((area) => area === value);
}

function plural(count: number): string {
  return count === 1 ? "1 submission" : `${count} submissions`;
}

/** Asks for the reason of a rejection; the author reads it next to their submission. */
function RejectModal({
  count,
  opened,
  pending,
  serverError,
  onCancel,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  pending: boolean;
  serverError: string | null;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setProblem(null);
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Reject ${plural(count)}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (!trimmed) return setProblem("Say why, so the author can do better next time.");
          onConfirm(trimmed);
          setReason("");
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Reason"
            description="The author sees this next to their submission."
            required
            data-autofocus
            autosize
            minRows={3}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            error={problem ?? serverError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /submissions/moderation: the queue of submissions with image previews; filters by status,
 * challenge and area; approve, reject with a reason, one or many; keyboard shortcuts (J/K to move,
 * A to approve, R to reject the current row).
 */
export function SubmissionModeration() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [status, setStatus] = useState<ModerationStatus | null>("PENDING");
  const [area, setArea] = useState<Area | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Row[]>([]);
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<string[] | null>(null);

  const list = api.moderation.submission.list.useQuery(
    { status, area, challengeId, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const challenges = api.moderation.submission.challenges.useQuery();
  const rows = list.data?.rows ?? [];
  const current = rows[Math.min(active, rows.length - 1)];

  const decide = api.moderation.submission.decide.useMutation({
    onSuccess: async (result, input) => {
      const verb = input.decision === "APPROVE" ? "Approved" : "Rejected";
      toast(
        result.unchanged > 0
          ? `${verb} ${plural(result.changed)}; ${result.unchanged} already were.`
          : `${verb} ${plural(result.changed)}.`,
      );
      setRejecting(null);
      setSelected([]);
      await utils.moderation.submission.list.invalidate();
      await utils.submission.gallery.invalidate();
    },
    onError: (error) => {
      if (!serverFieldError(error, "reason")) {
        toast(error.message, { color: "error" });
        setRejecting(null);
        void utils.moderation.submission.list.invalidate();
      }
    },
  });
  const reasonError = serverFieldError(decide.error, "reason");

  const run = (ids: string[], decision: Decision, reason?: string) => {
    if (ids.length === 0 || decide.isPending) return;
    decide.mutate({ ids, decision, ...(reason ? { reason } : {}) });
  };

  const idle = !rejecting && !preview;
  /** A shortcut on one's own submission decides nothing: another moderator does. */
  const decidable = (row: Row | undefined): row is Row => {
    if (row?.own) toast(ownItemNotice("submission"), { color: "error" });
    return !!row && !row.own;
  };
  useHotkeys([
    ["j", () => idle && setActive((index) => Math.min(index + 1, Math.max(rows.length - 1, 0)))],
    ["k", () => idle && setActive((index) => Math.max(index - 1, 0))],
    [
      "a",
      () =>
        idle && decidable(current) && current.status !== "APPROVED" && run([current.id], "APPROVE"),
    ],
    [
      "r",
      () =>
        idle && decidable(current) && current.status !== "REJECTED" && setRejecting([current.id]),
    ],
  ]);

  const challengeOptions = (challenges.data ?? [])
    .filter((challenge) => !area || challenge.area === area)
    .map((challenge) => ({
      value: challenge.id,
      label: challenge.published ? challenge.title : `${challenge.title} (draft)`,
    }));
  const resetPage = () => {
    setPage(1);
    setActive(0);
    setSelected([]);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label="Status"
          data={[
            ...MODERATION_STATUSES.map((value) => ({
              value,
              label: MODERATION_STATUS_LABELS[value],
            })),
            { value: ALL, label: "Every status" },
          ]}
          value={status ?? ALL}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : null);
            resetPage();
          }}
          w={170}
        />
        <Select
          label="Area"
          placeholder="Every area"
          data={AREA_ORDER.map((value) => ({ value, label: areaOf(value).name }))}
          value={area}
          clearable
          onChange={(value) => {
            setArea(isArea(value) ? value : null);
            setChallengeId(null);
            resetPage();
          }}
          w={190}
        />
        <Select
          label="Challenge"
          placeholder="Every challenge"
          data={challengeOptions}
          value={challengeId}
          clearable
          searchable
          onChange={(value) => {
            setChallengeId(value);
            resetPage();
          }}
          w={230}
        />
      </Group>

      <Text size="sm" c="dimmed">
        Keyboard: <Kbd>J</Kbd> next · <Kbd>K</Kbd> previous · <Kbd>A</Kbd> approve · <Kbd>R</Kbd>{" "}
        reject
      </Text>

      <Group gap="sm" aria-live="polite">
        <Text size="sm">
          {selected.length > 0
            ? `${plural(selected.length)} selected`
            : "Select rows for bulk actions"}
        </Text>
        <Button
          size="xs"
          disabled={selected.length === 0}
          loading={decide.isPending && !rejecting}
          onClick={() =>
            run(
              selected.map((row) => row.id),
              "APPROVE",
            )
          }
        >
          Approve selected
        </Button>
        <Button
          size="xs"
          color="red.9"
          variant="outline"
          disabled={selected.length === 0}
          onClick={() => setRejecting(selected.map((row) => row.id))}
        >
          Reject selected
        </Button>
      </Group>

      <DataTable<Row>
        {...ADMIN_TABLE_STYLE}
        records={rows}
        totalRecords={list.data?.total ?? 0}
        fetching={list.isFetching}
        noRecordsText="Nothing to moderate here"
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setActive(0);
        }}
        recordsPerPage={pageSize}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          resetPage();
        }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        // One's own submissions are decided by another moderator: never part of a selection.
        isRecordSelectable={(row) => !row.own}
        allRecordsSelectionCheckboxProps={{ "aria-label": "Select every submission on this page" }}
        getRecordSelectionCheckboxProps={(row) => ({
          "aria-label": row.own
            ? `${ownItemNotice("submission")} (${row.challenge.title})`
            : `Select the submission by ${row.user.name} to ${row.challenge.title}`,
        })}
        rowStyle={(_row, index) =>
          index === active
            ? { outline: "2px solid var(--mantine-color-blue-7)", outlineOffset: -2 }
            : undefined
        }
        customRowAttributes={(_row, index) => (index === active ? { "aria-current": "true" } : {})}
        onRowClick={({ index }) => setActive(index)}
        columns={[
          {
            accessor: "media",
            title: "Preview",
            width: 88,
            render: (row) =>
              row.media ? (
                <UnstyledButton
                  onClick={() => setPreview(row)}
                  aria-label={`Enlarge the image by ${row.user.name}`}
                >
                  <Image
                    src={mediaUrl(row.media.id, "thumb")}
                    alt=""
                    w={64}
                    h={64}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                </UnstyledButton>
              ) : (
                <Text size="xs" c="dimmed">
                  Text only
                </Text>
              ),
          },
          {
            accessor: "text",
            title: "Submission",
            render: (row, index) => (
              <Stack gap={2} maw={420}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {row.challenge.title}
                  </Text>
                  {index === active && (
                    <Badge size="xs" variant="outline" color="blue.9">
                      Current
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {row.user.name} · {areaOf(row.challenge.area).name}
                </Text>
                <Group hiddenFrom="sm">
                  <StatusBadge status={row.status} />
                </Group>
                {row.text && (
                  <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-line" }}>
                    {row.text}
                  </Text>
                )}
                {row.reason && (
                  <Text size="xs">
                    <strong>Reason:</strong> {row.reason}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: "status",
            visibleMediaQuery: fromSm,
            render: (row) => <StatusBadge status={row.status} />,
          },
          {
            accessor: "createdAt",
            title: "Submitted",
            visibleMediaQuery: fromSm,
            render: (row) => SUBMITTED.format(row.createdAt),
          },
          {
            accessor: "actions",
            title: "Decision",
            render: (row) =>
              row.own ? (
                <Text size="xs" fw={500} maw={140}>
                  {ownItemNotice("submission")}
                </Text>
              ) : (
                <Stack gap={6} align="stretch">
                  <Button
                    size="xs"
                    disabled={row.status === "APPROVED" || decide.isPending}
                    onClick={() => run([row.id], "APPROVE")}
                  >
                    Approve
                    <VisuallyHidden>
                      {" "}
                      the submission by {row.user.name} to {row.challenge.title}
                    </VisuallyHidden>
                  </Button>
                  <Button
                    size="xs"
                    color="red.9"
                    variant="outline"
                    disabled={row.status === "REJECTED" || decide.isPending}
                    onClick={() => setRejecting([row.id])}
                  >
                    Reject
                    <VisuallyHidden>
                      {" "}
                      the submission by {row.user.name} to {row.challenge.title}
                    </VisuallyHidden>
                  </Button>
                </Stack>
              ),
          },
        ]}
      />

      <RejectModal
        count={rejecting?.length ?? 0}
        opened={rejecting !== null}
        pending={decide.isPending}
        serverError={reasonError}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && run(rejecting, "REJECT", reason)}
      />
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview ? `${preview.challenge.title} by ${preview.user.name}` : ""}
        size="xl"
        centered
      >
        {preview?.media && (
          <Image
            src={mediaUrl(preview.media.id)}
            alt={`${preview.challenge.title} by ${preview.user.name}`}
            width={preview.media.width}
            height={preview.media.height}
            h="auto"
            mah="75vh"
            fit="contain"
          />
        )}
      </Modal>
    </Stack>
  );
}
