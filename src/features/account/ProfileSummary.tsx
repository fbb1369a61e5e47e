import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Stat } from "~/components/Stat";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { personHref } from "~/shared/people/rules";
import classes from "./ProfileSummary.module.css";
import { useRouter } from "next/router";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatLongDate, formatNumber } from "~/shared/format";
import { ROLE_LABELS } from "~/shared/roles";

// The team card is a chunk of its own (still server-rendered), outside the page's first load, as
// on /participation.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

export function ProfileSummary() {
  const { data } = api.account.me.useQuery();
  const session = useSession();
  const router = useRouter();
  if (!data) return null;
  const { user, standing, achievements } = data;
  const signOut = async () => {
    await session.logout();
    await router.push("/");
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{user.name}</Title>
      {/* Two across on a phone: a third of a 390 px screen is too narrow for "Achievements". */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label="Points" value={formatNumber(standing.total)} />
        <Stat
          label="Rank"
          value={standing.rank ? `#${standing.rank}` : "–"}
          hint={
            standing.rank ? `of ${formatNumber(standing.rankedUsers)}` : "earn points to be ranked"
          }
        />
        <Stat label="Achievements" value={`${achievements.earned} / ${achievements.total}`} />
      </SimpleGrid>
      {achievements.badges.length > 0 && (
        <Group gap="xs" component="ul" aria-label="My badges" className={classes.badges}>
          {achievements.badges.map((badge) => (
            <li key={badge.key}>
              <AchievementBadge achievementKey={badge.key} title={badge.title} state="earned" />
            </li>
          ))}
        </Group>
      )}
      <MyTeamCard />
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>Email:</Text>
            <Text>{user.email}</Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>Role:</Text>
            <Badge variant="light" color="dark">
              {ROLE_LABELS[user.role]}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text fw={600}>Profile:</Text>
            <Text>
              {user.publicProfile
                ? "Public: your name shows on leaderboards and your progress pages."
                : "Private: you appear as “Anonymous”."}
            </Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>Member since:</Text>
            <Text>{formatLongDate(user.createdAt)}</Text>
          </Group>
        </Stack>
      </Card>
      <Group gap="md">
        <Anchor component={Link} href="/participation">
          My participation
        </Anchor>
        {user.publicProfile && (
          <Anchor component={Link} href={personHref(user.id)}>
            My public page
          </Anchor>
        )}
        <Anchor component={Link} href="/achievements">
          My achievements
        </Anchor>
        <Anchor component={Link} href="/account/personal">
          Edit personal data
        </Anchor>
        <Anchor component={Link} href="/account/password">
          Change password
        </Anchor>
      </Group>
      <Group>
        <Button variant="default" onClick={signOut}>
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
