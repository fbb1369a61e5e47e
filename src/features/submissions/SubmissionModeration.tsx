import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Group, Image, Modal, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import type { Area, ModerationStatus } from "~/generated/prisma/enums";
import { fromSm } from "~/components/admin/table";
import { areaOf } from "~/features/challenges/areas";
import { ModerationQueue, useQueuePaging } from "~/features/moderation/ModerationQueue";
import { FIRST_SUBMISSION_QUEUE } from "~/features/moderation/queue-inputs";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";
import { countOf, MODERATION_STATUS_LABELS, MODERATION_STATUSES } from "~/shared/moderation/rules";
import { mediaUrl } from "./media-url";
import { MediaThumbnail } from "./MediaThumbnail";

type Row = RouterOutputs["moderation"]["submission"]["queue"]["rows"][number];

const ALL = "ALL";
const STATUS_OPTIONS = [
  ...MODERATION_STATUSES.map((value) => ({ value, label: MODERATION_STATUS_LABELS[value] })),
  { value: ALL, label: "Every status" },
];

function isStatus(value: string | null): value is ModerationStatus {
  return MODERATION_STATUSES.some((status) => status === value);
}
function isArea(value: string | null): value is Area {
  return AREA_ORDER.some((area) => area === value);
}

function columns(preview: (row: Row) => void): DataTableColumn<Row>[] {
  return [
    {
      accessor: "media",
      title: "Preview",
      width: 88,
      render: (row) =>
        row.media ? (
          <UnstyledButton
            onClick={() => preview(row)}
            aria-label={`Enlarge the image by ${row.user.name}`}
          >
            <MediaThumbnail mediaId={row.media.id} side={64} />
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
      render: (row) => (
        <Stack gap={2} maw={420}>
          <Text fw={600} size="sm">
            {row.challenge.title}
          </Text>
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
      render: (row) => formatDateTime(row.createdAt),
    },
  ];
}

/**
 * /submissions/moderation: the queue of submissions with image previews, filtered by status,
 * challenge and area (see ModerationQueue for decisions and shortcuts).
 */
export function SubmissionModeration() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [status, setStatus] = useState<ModerationStatus | null>(FIRST_SUBMISSION_QUEUE.status);
  const [area, setArea] = useState<Area | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const paging = useQueuePaging(FIRST_SUBMISSION_QUEUE.pageSize);
  const { page, pageSize, filtered } = paging;
  const [preview, setPreview] = useState<Row | null>(null);

  const queue = api.moderation.submission.queue.useQuery(
    { ...FIRST_SUBMISSION_QUEUE, status, area, challengeId, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const challenges = api.moderation.submission.challenges.useQuery();
  const decide = api.moderation.submission.decide.useMutation();
  const challengeOptions = (challenges.data ?? [])
    .filter((challenge) => !area || challenge.area === area)
    .map((challenge) => ({
      value: challenge.id,
      label: challenge.published ? challenge.title : `${challenge.title} (draft)`,
    }));

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          allowDeselect={false}
          onChange={(value) => filtered(() => setStatus(isStatus(value) ? value : null))}
          w={170}
        />
        <Select
          label="Area"
          placeholder="Every area"
          data={AREA_ORDER.map((value) => ({ value, label: areaOf(value).name }))}
          value={area}
          clearable
          onChange={(value) =>
            filtered(() => {
              setArea(isArea(value) ? value : null);
              setChallengeId(null);
            })
          }
          w={190}
        />
        <Select
          label="Challenge"
          placeholder="Every challenge"
          data={challengeOptions}
          value={challengeId}
          clearable
          searchable
          onChange={(value) => filtered(() => setChallengeId(value))}
          w={230}
        />
      </Group>

      <ModerationQueue<Row>
        noun="submission"
        query={queue}
        paging={paging}
        columns={columns(setPreview)}
        describe={(row) => `the submission by ${row.user.name} to ${row.challenge.title}`}
        emptyText="Nothing to moderate here"
        paused={preview !== null}
        decide={decide.mutateAsync}
        onDecided={async (input, rows) => {
          const unpublished =
            input.decision === "reject" && rows.every((row) => row.status === "APPROVED");
          const verb =
            input.decision === "approve" ? "Approved" : unpublished ? "Unpublished" : "Rejected";
          toast(`${verb} ${countOf(rows.length, "submission")}.`);
          await Promise.all([
            utils.moderation.submission.queue.invalidate(),
            utils.submission.gallery.invalidate(),
          ]);
        }}
        onRefused={() => void utils.moderation.submission.queue.invalidate()}
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
