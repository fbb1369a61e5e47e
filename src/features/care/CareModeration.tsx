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
import { useLocale, useTranslations } from "use-intl";
import type { CarePostKind } from "~/generated/prisma/enums";
import { ModerationQueue, useQueuePaging } from "~/features/moderation/ModerationQueue";
import { FIRST_CARE_QUEUE } from "~/features/moderation/queue-inputs";
import { fromSm } from "~/components/admin/table";
import type { ModerationT } from "~/features/moderation/words";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import type { ModerationDecideInput } from "~/shared/moderation/inputs";
import { CarePostView } from "./CarePostView";
import { type CareT, kindWords, reasonWords } from "./words";
import userText from "~/components/plain/userText.module.css";

type Row = RouterOutputs["moderation"]["care"]["queue"]["rows"][number];
type Status = "PENDING" | "APPROVED";

/** The kind filter's choices, by message key (README "Languages"). */
const KIND_OPTIONS = [
  { value: "ALL", key: "care.kinds.ALL" },
  { value: "GRATITUDE", key: "care.kinds.GRATITUDE" },
  { value: "JOY_OF_GIVING", key: "care.kinds.JOY_OF_GIVING" },
] as const;

function kindFrom(value: string | null): CarePostKind | null {
  return value === "GRATITUDE" || value === "JOY_OF_GIVING" ? value : null;
}

/** The words of the queue's columns: the moderators' ("moderation") and the posts' ("care"). */
type Words = { t: ModerationT; care: CareT; locale: Locale };

/** What a moderator reads of a post: how the wall shows it, and why it may need a second look. */
function columns({ t, care, locale }: Words): DataTableColumn<Row>[] {
  return [
    {
      accessor: "message",
      title: t("care.post"),
      render: (row) => (
        <Stack gap="xs" maw={560}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="pink">
              {kindWords(care, row.kind)}
            </Badge>
            {row.wallName !== row.authorName && (
              <Badge variant="outline" color="gray">
                {t("care.anonymousOnWall")}
              </Badge>
            )}
            {row.filterFlagged && (
              <Badge variant="filled" color="yellow.4">
                {row.filterMatches.length > 0
                  ? t("care.wordFilter", { matches: row.filterMatches.join(", ") })
                  : t("care.wordFilterFlagged")}
              </Badge>
            )}
            {row.reportFlagged && (
              <Badge variant="filled" color="red.9">
                {t("care.reported", { count: row.reports.length })}
              </Badge>
            )}
          </Group>
          <CarePostView post={{ ...row, authorName: row.wallName }} />
          {row.reports.length > 0 && (
            <Text size="sm">
              {t("care.reports", {
                reasons: row.reports.map((reason) => reasonWords(care, reason)).join(", "),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "authorName",
      title: t("care.author"),
      visibleMediaQuery: fromSm,
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" className={userText.userText}>
            {row.authorName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.publishedAt && row.status === "APPROVED"
              ? t("care.published", { at: formatDateTime(row.publishedAt, locale) })
              : t("care.sent", { at: formatDateTime(row.createdAt, locale) })}
          </Text>
        </Stack>
      ),
    },
  ];
}

/** The toast after a decision on `count` posts. */
function decidedText(
  t: ModerationT,
  input: ModerationDecideInput,
  count: number,
  unpublished: boolean,
): string {
  if (input.decision === "approve") return t("care.approved", { count });
  if (unpublished) return t("care.unpublished", { count });
  return t("care.rejected", { count });
}

/** One tab: the posts of a status, filtered by kind and flags. */
function CareQueue({ status }: { status: Status }) {
  const t = useTranslations("moderation");
  const care = useTranslations("care");
  const locale = useLocale();
  const word = useServerText();
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
          label={t("care.kind")}
          data={KIND_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))}
          value={kind ?? "ALL"}
          allowDeselect={false}
          onChange={(value) => filtered(() => setKind(kindFrom(value)))}
          w={200}
        />
        <Checkbox
          label={t("care.flaggedOnly")}
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
          {t("care.loadFailed", { reason: word(queue.error.data?.text, queue.error.message) })}
        </Text>
      )}
      <ModerationQueue<Row>
        noun="post"
        query={queue}
        paging={paging}
        columns={columns({ t, care, locale })}
        describe={(row) => t("care.item", { name: row.authorName })}
        emptyText={status === "PENDING" ? t("care.emptyQueue") : t("care.emptyWall")}
        decide={decide.mutateAsync}
        onDecided={async (input, rows) => {
          const unpublished = rows.every((row) => row.status === "APPROVED");
          toast(decidedText(t, input, rows.length, unpublished));
          await utils.moderation.care.invalidate();
        }}
        onRefused={() => void utils.moderation.care.queue.invalidate()}
      />
    </Stack>
  );
}

/**
 * /challenge/care/moderation (below its title): the queue, oldest first, and the wall. In the
 * page's language: the moderators' words ("moderation") and the posts' ("care").
 */
export function CareModeration() {
  const t = useTranslations("moderation");
  const [tab, setTab] = useState<string | null>("queue");
  return (
    <Stack gap="lg">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="queue">{t("care.tabs.queue")}</Tabs.Tab>
          <Tabs.Tab value="published">{t("care.tabs.published")}</Tabs.Tab>
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
