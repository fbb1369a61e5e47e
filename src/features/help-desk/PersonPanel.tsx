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
import { areaOf } from "~/features/challenges/areas";
import { STATUS_COLORS } from "~/features/challenges/labels";
import { RecordCollectionForm } from "~/features/refills/RecordCollectionForm";
import { ModeratedItem, ModeratedList } from "~/features/moderation/ModeratedItem";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { STATUS_LABELS } from "~/shared/challenges";
import { CARE_KIND_LABELS } from "~/shared/care/rules";
import { formatDateTime, formatPoints } from "~/shared/format";
import { ownItemNotice, type ModeratedNoun } from "~/shared/moderation/rules";
import { ROLE_LABELS } from "~/shared/roles";

// The person's team loads as a chunk of its own, after the rest of the panel.
const DeskTeamSection = dynamic(() =>
  import("~/features/teams/DeskTeamSection").then((module) => module.DeskTeamSection),
);

type Overview = RouterOutputs["moderation"]["person"]["overview"];

/** In place of "Approve" on the desk moderator's own item: someone else decides on it. */
function OwnItem({ noun }: { noun: ModeratedNoun }) {
  return (
    <Text size="xs" fw={500} maw={160}>
      {ownItemNotice(noun)}
    </Text>
  );
}

/**
 * What waits for a decision, approved here for the person in front of the desk, through the
 * queues' own decision.
 */
function PendingItems({ overview }: { overview: Overview }) {
  const { toast } = useToast();
  const utils = api.useUtils();
  const refresh = async () => {
    await Promise.all([
      utils.moderation.person.overview.invalidate({ userId: overview.user.id }),
      utils.moderation.submission.queue.invalidate(),
      utils.moderation.care.invalidate(),
    ]);
  };
  const onError = (error: { message: string }) => toast(error.message, { color: "error" });
  const decideSubmission = api.moderation.submission.decide.useMutation({
    onSuccess: async () => {
      toast("Submission approved.");
      await refresh();
    },
    onError,
  });
  const decidePost = api.moderation.care.decide.useMutation({
    onSuccess: async () => {
      toast("Post approved.");
      await refresh();
    },
    onError,
  });
  const { pendingSubmissions, pendingCarePosts } = overview;
  if (pendingSubmissions.length === 0 && pendingCarePosts.length === 0)
    return <Text c="dimmed">Nothing waits for a decision.</Text>;

  return (
    <ModeratedList>
      {pendingSubmissions.map((submission) => (
        <ModeratedItem
          key={submission.id}
          title={`Submission: ${submission.challenge.title}`}
          status="PENDING"
          text={submission.text}
          sent={formatDateTime(submission.createdAt)}
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
                Approve
                <VisuallyHidden> the submission to {submission.challenge.title}</VisuallyHidden>
              </Button>
            )
          }
        />
      ))}
      {pendingCarePosts.map((post) => (
        <ModeratedItem
          key={post.id}
          title={CARE_KIND_LABELS[post.kind]}
          status="PENDING"
          text={post.message}
          sent={formatDateTime(post.createdAt)}
          action={
            overview.own ? (
              <OwnItem noun="post" />
            ) : (
              <Button
                size="xs"
                loading={decidePost.isPending && decidePost.variables?.ids[0] === post.id}
                onClick={() => decidePost.mutate({ ids: [post.id], decision: "approve" })}
              >
                Approve
                <VisuallyHidden> the post from {formatDateTime(post.createdAt)}</VisuallyHidden>
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
  const { toast } = useToast();
  const overview = api.moderation.person.overview.useQuery({ userId });
  const sendLink = api.moderation.person.sendSignInLink.useMutation({
    onSuccess: (result) => toast(`Sign-in link sent to ${result.sentTo}.`),
    onError: (error) => toast(error.message, { color: "error" }),
  });
  if (overview.error)
    return (
      <Alert color="red" role="alert">
        {overview.error.message}
      </Alert>
    );
  const data = overview.data;
  if (!data) return <Text>Loading…</Text>;
  const { user } = data;

  return (
    <Stack gap="lg" component="section" aria-labelledby="desk-person">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} id="desk-person">
            {user.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {user.email} · {ROLE_LABELS[user.role]} ·{" "}
            {user.publicProfile ? "Public profile" : "Private profile"}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button loading={sendLink.isPending} onClick={() => sendLink.mutate({ userId })}>
            Email a sign-in link
          </Button>
          <Button variant="default" onClick={onClose}>
            Find someone else
          </Button>
        </Group>
      </Group>

      <Stack gap="xs">
        <Title order={3}>Points</Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Paper withBorder radius="md" p="xs">
            <Text size="xs">Total</Text>
            <Text fw={700} size="lg">
              {formatPoints(data.totalPoints)}
            </Text>
          </Paper>
          {data.areas.map((area) => (
            <Paper key={area.area} withBorder radius="md" p="xs">
              <Text size="xs">{areaOf(area.area).name}</Text>
              <Text fw={700}>{formatPoints(area.points)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3}>Waiting for a decision</Title>
        <PendingItems overview={data} />
      </Stack>

      <Stack gap="xs">
        <Title order={3}>Challenges</Title>
        {data.challenges.length === 0 ? (
          <Text c="dimmed">Not taking part in any challenge yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Challenge</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Points</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.challenges.map((row) => (
                  <Table.Tr key={row.challenge.id}>
                    <Table.Td>
                      <Text size="sm">{row.challenge.title}</Text>
                      <Text size="xs" c="dimmed">
                        {areaOf(row.challenge.area).name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[row.status]}>
                        {STATUS_LABELS[row.status]}
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
        <Title order={3}>Achievements</Title>
        {data.achievements.length === 0 ? (
          <Text c="dimmed">No achievements yet.</Text>
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
        <Title order={3}>Water bottles</Title>
        <Paper withBorder radius="md" p="sm">
          <RecordCollectionForm person={{ id: user.id, name: user.name }} />
        </Paper>
      </Stack>
    </Stack>
  );
}
