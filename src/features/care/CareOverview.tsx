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
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api, type RouterOutputs } from "~/lib/trpc";
import { hasRole } from "~/shared/roles";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { formatDateTime } from "~/shared/format";
import { publicName } from "~/shared/public-name";
import { CarePostView } from "./CarePostView";
import { statusWords } from "./words";
import { WallPosts } from "./WallPosts";

/** /challenge/care: what the area is, where to post, and (signed in) my posts with their status. */
export function CareOverview() {
  const { user, ready } = useSession();
  const t = useTranslations("care");
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t("title")}</Title>
        <Text maw={720}>{t("overview.intro")}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ActionCard
          title={t("overview.gratitude.title")}
          text={t("overview.gratitude.text")}
          href="/challenge/care/gratitude"
          label={t("overview.gratitude.action")}
        />
        <ActionCard
          title={t("overview.giving.title")}
          text={t("overview.giving.text")}
          href="/challenge/care/joy-of-giving"
          label={t("overview.giving.action")}
        />
        <ActionCard
          title={t("overview.wall.title")}
          text={t("overview.wall.text")}
          href="/challenge/care/feed"
          label={t("overview.wall.action")}
        />
      </SimpleGrid>
      {user && hasRole(user.role, "MODERATOR") && (
        <Text>
          {t.rich("overview.moderator", {
            link: (chunks) => (
              <Anchor component={Link} href="/challenge/care/moderation" underline="always">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {user ? (
        <MyPosts author={user} />
      ) : ready ? (
        <Alert color="pink" variant="light" title={t("overview.yourPosts")}>
          {t.rich("overview.signInToFollow", {
            link: (chunks) => (
              <Anchor component={Link} href="/auth/login" underline="always">
                {chunks}
              </Anchor>
            ),
          })}
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
  const t = useTranslations("care");
  const mine = api.care.myPosts.useQuery();
  if (mine.isPending) return <Loader aria-label={t("mine.loading")} />;
  if (mine.isError)
    return (
      <Alert color="red" role="alert">
        {t("mine.loadFailed", { reason: mine.error.message })}
      </Alert>
    );
  const { posts, counts } = mine.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="my-care-posts">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="my-care-posts">
          {t("mine.heading")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("mine.counts", {
            total: counts.total,
            approved: counts.APPROVED,
            pending: counts.PENDING,
            rejected: counts.REJECTED,
          })}
        </Text>
      </Group>
      {posts.length === 0 ? (
        <Text>{t("mine.empty")}</Text>
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
  const t = useTranslations("care");
  const at = formatDateTime(post.createdAt, useLocale());
  return (
    <Card withBorder padding="sm" component="article" aria-label={t("mine.postOf", { at })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <StatusBadge status={post.status} label={statusWords(t, post.status)} />
          <Text size="xs" c="dimmed">
            {post.anonymous ? t("mine.sentAnonymous", { at }) : t("mine.sent", { at })}
          </Text>
        </Group>
        {/* Signed as the wall signs it now: by name only with a public profile, not anonymous. */}
        <CarePostView post={{ ...post, authorName: publicName(author, post) }} />
        {post.status === "REJECTED" && post.reason && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <Text span fw={700}>
              {t("mine.reason")}
            </Text>{" "}
            {post.reason}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
