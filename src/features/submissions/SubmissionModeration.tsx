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
import { useLocale, useTranslations } from "use-intl";
import type { Area, ModerationStatus } from "~/generated/prisma/enums";
import { fromSm } from "~/components/admin/table";
import { ModerationQueue, useQueuePaging } from "~/features/moderation/ModerationQueue";
import { FIRST_SUBMISSION_QUEUE } from "~/features/moderation/queue-inputs";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import type { ModerationT } from "~/features/moderation/words";
import { AREA_WORDS } from "~/lib/navigation";
import type { Translate } from "~/lib/page";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AREA_ORDER, areaSlug } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import { MODERATION_STATUS_KEYS, MODERATION_STATUSES } from "~/shared/moderation/rules";
import { mediaUrl } from "./media-url";
import { MediaThumbnail } from "./MediaThumbnail";

type Row = RouterOutputs["moderation"]["submission"]["queue"]["rows"][number];

const ALL = "ALL";

/** The words of the queue: the moderators' ("moderation"), the areas' and statuses' (any). */
type Words = { t: ModerationT; all: Translate; locale: Locale };

/** An area's name in the page's language (the shell's words). */
const areaName = (all: Translate, area: Area) => all(AREA_WORDS[areaSlug(area)].name);

function isStatus(value: string | null): value is ModerationStatus {
  return MODERATION_STATUSES.some((status) => status === value);
}
function isArea(value: string | null): value is Area {
  return AREA_ORDER.some((area) => area === value);
}

function columns({ t, all, locale }: Words, preview: (row: Row) => void): DataTableColumn<Row>[] {
  const status = (row: Row) => (
    <StatusBadge status={row.status} label={all(MODERATION_STATUS_KEYS[row.status])} />
  );
  return [
    {
      accessor: "media",
      title: t("submissions.preview"),
      width: 88,
      render: (row) =>
        row.media ? (
          <UnstyledButton
            onClick={() => preview(row)}
            aria-label={t("submissions.enlarge", { name: row.user.name })}
          >
            <MediaThumbnail mediaId={row.media.id} side={64} />
          </UnstyledButton>
        ) : (
          <Text size="xs" c="dimmed">
            {t("submissions.textOnly")}
          </Text>
        ),
    },
    {
      accessor: "text",
      title: t("submissions.submission"),
      render: (row) => (
        <Stack gap={2} maw={420}>
          <Text fw={600} size="sm">
            {row.challenge.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("submissions.byline", {
              name: row.user.name,
              area: areaName(all, row.challenge.area),
            })}
          </Text>
          <Group hiddenFrom="sm">{status(row)}</Group>
          {row.text && (
            <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-line" }}>
              {row.text}
            </Text>
          )}
          {row.reason && (
            <Text size="xs">
              <strong>{t("submissions.reason")}</strong> {row.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: t("submissions.status"),
      visibleMediaQuery: fromSm,
      render: status,
    },
    {
      accessor: "createdAt",
      title: t("submissions.submitted"),
      visibleMediaQuery: fromSm,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
  ];
}

/**
 * /submissions/moderation: the queue of submissions with image previews, filtered by status,
 * challenge and area (see ModerationQueue for decisions and shortcuts). In the page's language
 * (the "moderation" messages; the areas' names are the shell's).
 */
export function SubmissionModeration() {
  const t = useTranslations("moderation");
  const all = useTranslations();
  const locale = useLocale();
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
      label: challenge.published
        ? challenge.title
        : t("submissions.draft", { title: challenge.title }),
    }));
  const statusOptions = [
    ...MODERATION_STATUSES.map((value) => ({ value, label: all(MODERATION_STATUS_KEYS[value]) })),
    { value: ALL, label: t("submissions.everyStatus") },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t("submissions.status")}
          data={statusOptions}
          value={status ?? ALL}
          allowDeselect={false}
          onChange={(value) => filtered(() => setStatus(isStatus(value) ? value : null))}
          w={170}
        />
        <Select
          label={t("submissions.area")}
          placeholder={t("submissions.everyArea")}
          data={AREA_ORDER.map((value) => ({ value, label: areaName(all, value) }))}
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
          label={t("submissions.challenge")}
          placeholder={t("submissions.everyChallenge")}
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
        columns={columns({ t, all, locale }, setPreview)}
        describe={(row) =>
          t("submissions.item", { name: row.user.name, challenge: row.challenge.title })
        }
        emptyText={t("submissions.empty")}
        paused={preview !== null}
        decide={decide.mutateAsync}
        onDecided={async (input, rows) => {
          const unpublished =
            input.decision === "reject" && rows.every((row) => row.status === "APPROVED");
          const count = rows.length;
          toast(
            input.decision === "approve"
              ? t("submissions.approved", { count })
              : unpublished
                ? t("submissions.unpublished", { count })
                : t("submissions.rejected", { count }),
          );
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
        title={
          preview
            ? t("submissions.work", { challenge: preview.challenge.title, name: preview.user.name })
            : ""
        }
        size="xl"
        centered
      >
        {preview?.media && (
          <Image
            src={mediaUrl(preview.media.id)}
            alt={t("submissions.work", {
              challenge: preview.challenge.title,
              name: preview.user.name,
            })}
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
