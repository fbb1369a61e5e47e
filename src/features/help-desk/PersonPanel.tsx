import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Table.layer.css";
import dynamic from "next/dynamic";
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { Area } from "~/generated/prisma/enums";
import { STATUS_COLORS } from "~/features/challenges/labels";
import { RecordCollectionForm } from "~/features/refills/RecordCollectionForm";
import { ModeratedItem, ModeratedList } from "~/features/moderation/ModeratedItem";
import { AREA_WORDS } from "~/lib/navigation";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { areaSlug } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";
import { MODERATION_STATUS_KEYS, type ModeratedNoun } from "~/shared/moderation/rules";
import { challengeStatusWords, kindWords, roleWords } from "./words";

// The person's team loads as a chunk of its own, after the rest of the panel.
const DeskTeamSection = dynamic(() =>
  import("~/features/teams/DeskTeamSection").then((module) => module.DeskTeamSection),
);

type Overview = RouterOutputs["moderation"]["person"]["overview"];

/** Read aloud only: the rest of a button's name (`<hidden>` in its message). */
const hidden = (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/** An area's name in the page's language (the shell's words). */
function useAreaName() {
  const all = useTranslations();
  return (area: Area) => all(AREA_WORDS[areaSlug(area)].name);
}

/** In place of "Approve" on the desk moderator's own item: someone else decides on it. */
function OwnItem({ noun }: { noun: ModeratedNoun }) {
  const t = useTranslations("moderation");
  return (
    <Text size="xs" fw={500} maw={160}>
      {t("ownItem", { noun })}
    </Text>
  );
}

/**
 * What waits for a decision, approved here for the person in front of the desk, through the
 * queues' own decision.
 */
function PendingItems({ overview }: { overview: Overview }) {
  const t = useTranslations("helpDesk");
  const all = useTranslations();
  const locale = useLocale();
  const word = useServerText();
  const { toast } = useToast();
  const utils = api.useUtils();
  const refresh = async () => {
    await Promise.all([
      utils.moderation.person.overview.invalidate({ userId: overview.user.id }),
      utils.moderation.submission.queue.invalidate(),
      utils.moderation.care.invalidate(),
    ]);
  };
  // The queues' refusals by key ("moderation" messages, which the desk's page loads).
  const onError = (error: { message: string; data?: { text?: unknown } | null }) =>
    toast(word(error.data?.text, error.message), { color: "error" });
  const pending = all(MODERATION_STATUS_KEYS.PENDING);
  const decideSubmission = api.moderation.submission.decide.useMutation({
    onSuccess: async () => {
      toast(t("person.submissionApproved"));
      await refresh();
    },
    onError,
  });
  const decidePost = api.moderation.care.decide.useMutation({
    onSuccess: async () => {
      toast(t("person.postApproved"));
      await refresh();
    },
    onError,
  });
  const { pendingSubmissions, pendingCarePosts } = overview;
  if (pendingSubmissions.length === 0 && pendingCarePosts.length === 0)
    return <Text c="dimmed">{t("person.nothingWaits")}</Text>;

  return (
    <ModeratedList>
      {pendingSubmissions.map((submission) => (
        <ModeratedItem
          key={submission.id}
          title={t("person.submission", { challenge: submission.challenge.title })}
          status="PENDING"
          statusLabel={pending}
          text={submission.text}
          sent={formatDateTime(submission.createdAt, locale)}
          media={submission.media}
          action={
            overview.own ? (
              <OwnItem noun="submission" />
            ) : (
              <Button
                size="xs"
                loading={
                  decideSubmission.isPending && decideSubmission.variables?.ids[0] === submission.id
                }
                onClick={() =>
                  decideSubmission.mutate({ ids: [submission.id], decision: "approve" })
                }
              >
                {t.rich("person.approveSubmission", {
                  challenge: submission.challenge.title,
                  hidden,
                })}
              </Button>
            )
          }
        />
      ))}
      {pendingCarePosts.map((post) => (
        <ModeratedItem
          key={post.id}
          title={kindWords(t, post.kind)}
          status="PENDING"
          statusLabel={pending}
          text={post.message}
          sent={formatDateTime(post.createdAt, locale)}
          action={
            overview.own ? (
              <OwnItem noun="post" />
            ) : (
              <Button
                size="xs"
                loading={decidePost.isPending && decidePost.variables?.ids[0] === post.id}
                onClick={() => decidePost.mutate({ ids: [post.id], decision: "approve" })}
              >
                {t.rich("person.approvePost", {
                  at: formatDateTime(post.createdAt, locale),
                  hidden,
                })}
              </Button>
            )
          }
        />
      ))}
    </ModeratedList>
  );
}

/** One person's participation across the areas, and what the desk can do for them. */
export function PersonPanel({ userId, onClose }: { userId: string; onClose(): void }) {
  const t = useTranslations("helpDesk");
  const areaName = useAreaName();
  const word = useServerText();
  const { toast } = useToast();
  const overview = api.moderation.person.overview.useQuery({ userId });
  const sendLink = api.moderation.person.sendSignInLink.useMutation({
    onSuccess: (result) => toast(t("person.linkSent", { email: result.sentTo })),
    onError: (error) => toast(word(error.data?.text, error.message), { color: "error" }),
  });
  if (overview.error)
    return (
      <Alert color="red" role="alert">
        {word(overview.error.data?.text, overview.error.message)}
      </Alert>
    );
  const data = overview.data;
  if (!data) return <Text>{t("loading")}</Text>;
  const points = (value: number) => t("person.pointsValue", { points: value });
  const { user } = data;

  return (
    <Stack gap="lg" component="section" aria-labelledby="desk-person">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} id="desk-person">
            {user.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("person.facts", {
              email: user.email,
              role: roleWords(t, user.role),
              profile: user.publicProfile ? "public" : "private",
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button loading={sendLink.isPending} onClick={() => sendLink.mutate({ userId })}>
            {t("person.sendLink")}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t("person.findElse")}
          </Button>
        </Group>
      </Group>

      <Stack gap="xs">
        <Title order={3}>{t("person.points")}</Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Paper withBorder radius="md" p="xs">
            <Text size="xs">{t("person.total")}</Text>
            <Text fw={700} size="lg">
              {points(data.totalPoints)}
            </Text>
          </Paper>
          {data.areas.map((area) => (
            <Paper key={area.area} withBorder radius="md" p="xs">
              <Text size="xs">{areaName(area.area)}</Text>
              <Text fw={700}>{points(area.points)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3}>{t("person.waiting")}</Title>
        <PendingItems overview={data} />
      </Stack>

      <Stack gap="xs">
        <Title order={3}>{t("person.challenges")}</Title>
        {data.challenges.length === 0 ? (
          <Text c="dimmed">{t("person.noChallenges")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("person.challenge")}</Table.Th>
                  <Table.Th>{t("person.status")}</Table.Th>
                  <Table.Th ta="right">{t("person.pointsColumn")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.challenges.map((row) => (
                  <Table.Tr key={row.challenge.id}>
                    <Table.Td>
                      <Text size="sm">{row.challenge.title}</Text>
                      <Text size="xs" c="dimmed">
                        {areaName(row.challenge.area)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[row.status]}>
                        {challengeStatusWords(t, row.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{row.points}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3}>{t("person.achievements")}</Title>
        {data.achievements.length === 0 ? (
          <Text c="dimmed">{t("person.noAchievements")}</Text>
        ) : (
          <Group gap="xs">
            {data.achievements.map((achievement) => (
              <Badge key={achievement.key} variant="light" color="grape" size="lg">
                {achievement.title}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>

      <DeskTeamSection userId={user.id} />

      <Stack gap="xs">
        <Title order={3}>{t("person.bottles")}</Title>
        <Paper withBorder radius="md" p="sm">
          <RecordCollectionForm person={{ id: user.id, name: user.name }} />
        </Paper>
      </Stack>
    </Stack>
  );
}
