import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import Link from "next/link";
import { useSession } from "~/lib/session";
import { api, type RouterOutputs } from "~/lib/trpc";
import { hasRole } from "~/shared/roles";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { formatDateTime } from "~/shared/format";
import { MODERATION_STATUS_LABELS } from "~/shared/moderation/rules";
import { publicName } from "~/shared/public-name";
import { CarePostView } from "./CarePostView";
import { WallPosts } from "./WallPosts";

/** /challenge/care: what the area is, where to post, and (signed in) my posts with their status. */
export function CareOverview() {
  const { user, ready } = useSession();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Gratitude and care</Title>
        <Text maw={720}>
          Thank someone, or tell the festival about something you gave. A moderator reads each post;
          approved ones appear on the big screen at the venue and earn points.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ActionCard
          title="Gratitude notes"
          text="Thank a volunteer, a friend or a stranger."
          href="/challenge/care/gratitude"
          label="Write a gratitude note"
        />
        <ActionCard
          title="Joy of giving"
          text="Shared food, a helping hand, a lent umbrella."
          href="/challenge/care/joy-of-giving"
          label="Log an act of giving"
        />
        <ActionCard
          title="Live wall"
          text="The approved posts, as shown on the big screen."
          href="/challenge/care/feed"
          label="Open the live wall"
        />
      </SimpleGrid>
      {user && hasRole(user.role, "MODERATOR") && (
        <Text>
          Moderator:{" "}
          <Anchor component={Link} href="/challenge/care/moderation" underline="always">
            review the care posts waiting in the queue
          </Anchor>
          .
        </Text>
      )}
      {user ? (
        <MyPosts author={user} />
      ) : ready ? (
        <Alert color="pink" variant="light" title="Your posts">
          <Anchor component={Link} href="/auth/login" underline="always">
            Sign in
          </Anchor>{" "}
          to write posts and follow them here.
        </Alert>
      ) : null}
      <WallPosts signedIn={user !== null} />
    </Stack>
  );
}

function ActionCard(props: { title: string; text: string; href: string; label: string }) {
  return (
    <Card withBorder padding="lg" style={{ borderTop: "4px solid var(--mantine-color-pink-6)" }}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {props.title}
          </Title>
          <Text size="sm">{props.text}</Text>
        </Stack>
        <Button
          component={Link}
          href={props.href}
          variant="light"
          style={{ alignSelf: "flex-start" }}
        >
          {props.label}
        </Button>
      </Stack>
    </Card>
  );
}

type MyPost = RouterOutputs["care"]["myPosts"]["posts"][number];

type Author = { name: string; publicProfile: boolean };

function MyPosts({ author }: { author: Author }) {
  const mine = api.care.myPosts.useQuery();
  if (mine.isPending) return <Loader aria-label="Loading your posts" />;
  if (mine.isError)
    return (
      <Alert color="red" role="alert">
        Your posts could not be loaded: {mine.error.message}
      </Alert>
    );
  const { posts, counts } = mine.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="my-care-posts">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="my-care-posts">
          My posts
        </Title>
        <Text c="dimmed" size="sm">
          {counts.total} sent ·{" "}
          {(["APPROVED", "PENDING", "REJECTED"] as const)
            .map((status) => `${counts[status]} ${MODERATION_STATUS_LABELS[status].toLowerCase()}`)
            .join(" · ")}
        </Text>
      </Group>
      {posts.length === 0 ? (
        <Text>Nothing yet: your first note could make someone’s day.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {posts.map((post) => (
            <MyPostCard key={post.id} post={post} author={author} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function MyPostCard({ post, author }: { post: MyPost; author: Author }) {
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`My post of ${formatDateTime(post.createdAt)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <StatusBadge status={post.status} />
          <Text size="xs" c="dimmed">
            Sent {formatDateTime(post.createdAt)}
            {post.anonymous ? " · anonymous" : ""}
          </Text>
        </Group>
        {/* Signed as the wall signs it now: by name only with a public profile, not anonymous. */}
        <CarePostView post={{ ...post, authorName: publicName(author, post) }} />
        {post.status === "REJECTED" && post.reason && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <Text span fw={700}>
              Moderator’s reason:
            </Text>{" "}
            {post.reason}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
