import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import { Badge, Checkbox, Group, Select, Stack, Tabs, Text } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import type { CarePostKind } from "~/generated/prisma/enums";
import { ModerationQueue, useQueuePaging } from "~/features/moderation/ModerationQueue";
import { FIRST_CARE_QUEUE } from "~/features/moderation/queue-inputs";
import { fromSm } from "~/components/admin/table";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { CARE_KIND_LABELS, REPORT_REASON_LABELS } from "~/shared/care/rules";
import { formatDateTime } from "~/shared/format";
import type { ModerationDecideInput } from "~/shared/moderation/inputs";
import { CarePostView, plainTextStyle } from "./CarePostView";

type Row = RouterOutputs["moderation"]["care"]["queue"]["rows"][number];
type Status = "PENDING" | "APPROVED";

const KIND_OPTIONS = [
  { value: "ALL", label: "All kinds" },
  { value: "GRATITUDE", label: "Gratitude notes" },
  { value: "JOY_OF_GIVING", label: "Acts of giving" },
];

function kindFrom(value: string | null): CarePostKind | null {
  return value === "GRATITUDE" || value === "JOY_OF_GIVING" ? value : null;
}

/** What a moderator reads of a post: how the wall shows it, and why it may need a second look. */
const COLUMNS: DataTableColumn<Row>[] = [
  {
    accessor: "message",
    title: "Post",
    render: (row) => (
      <Stack gap="xs" maw={560}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="pink">
            {CARE_KIND_LABELS[row.kind]}
          </Badge>
          {row.wallName !== row.authorName && (
            <Badge variant="outline" color="gray">
              Anonymous on the wall
            </Badge>
          )}
          {row.filterFlagged && (
            <Badge variant="filled" color="yellow.4">
              Word filter: {row.filterMatches.join(", ") || "flagged"}
            </Badge>
          )}
          {row.reportFlagged && (
            <Badge variant="filled" color="red.9">
              Reported {row.reports.length}×
            </Badge>
          )}
        </Group>
        <CarePostView post={{ ...row, authorName: row.wallName }} />
        {row.reports.length > 0 && (
          <Text size="sm">
            Reports: {row.reports.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    accessor: "authorName",
    title: "Author",
    visibleMediaQuery: fromSm,
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" style={plainTextStyle}>
          {row.authorName}
        </Text>
        <Text size="xs" c="dimmed">
          {row.publishedAt && row.status === "APPROVED"
            ? `Published ${formatDateTime(row.publishedAt)}`
            : `Sent ${formatDateTime(row.createdAt)}`}
        </Text>
      </Stack>
    ),
  },
];

/** The toast after a decision on `count` posts. */
function decidedText(input: ModerationDecideInput, count: number, unpublished: boolean): string {
  if (input.decision === "approve")
    return count === 1 ? "Approved: on the wall within seconds" : `${count} posts approved`;
  if (unpublished)
    return count === 1 ? "Unpublished: off the wall within seconds" : `${count} posts unpublished`;
  return count === 1 ? "Rejected: the author sees your reason" : `${count} posts rejected`;
}

/** One tab: the posts of a status, filtered by kind and flags. */
function CareQueue({ status }: { status: Status }) {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [kind, setKind] = useState<CarePostKind | null>(null);
  const [flagged, setFlagged] = useState(false);
  const paging = useQueuePaging(FIRST_CARE_QUEUE.pageSize);
  const { page, pageSize, filtered } = paging;
  const queue = api.moderation.care.queue.useQuery(
    { ...FIRST_CARE_QUEUE, status, kind, flagged, page, pageSize },
    { refetchInterval: 15_000, staleTime: 0, placeholderData: (previous) => previous },
  );
  const decide = api.moderation.care.decide.useMutation();

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          value={kind ?? "ALL"}
          allowDeselect={false}
          onChange={(value) => filtered(() => setKind(kindFrom(value)))}
          w={200}
        />
        <Checkbox
          label="Flagged only"
          checked={flagged}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            filtered(() => setFlagged(checked));
          }}
          mb={8}
        />
      </Group>
      {queue.isError && (
        <Text c="red.9" role="alert">
          The posts could not be loaded: {queue.error.message}
        </Text>
      )}
      <ModerationQueue<Row>
        noun="post"
        query={queue}
        paging={paging}
        columns={COLUMNS}
        describe={(row) => `the post by ${row.authorName}`}
        emptyText={
          status === "PENDING"
            ? "Nothing waiting: every post has been reviewed."
            : "Nothing on the wall yet."
        }
        decide={decide.mutateAsync}
        onDecided={async (input, rows) => {
          const unpublished = rows.every((row) => row.status === "APPROVED");
          toast(decidedText(input, rows.length, unpublished));
          await utils.moderation.care.invalidate();
        }}
        onRefused={() => void utils.moderation.care.queue.invalidate()}
      />
    </Stack>
  );
}

/** /challenge/care/moderation (below its title): the queue, oldest first, and the wall. */
export function CareModeration() {
  const [tab, setTab] = useState<string | null>("queue");
  return (
    <Stack gap="lg">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="queue">Queue</Tabs.Tab>
          <Tabs.Tab value="published">On the wall</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue" pt="md">
          <CareQueue status="PENDING" />
        </Tabs.Panel>
        <Tabs.Panel value="published" pt="md">
          <CareQueue status="APPROVED" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
