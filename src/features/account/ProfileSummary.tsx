import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { Stat } from "~/components/Stat";
import type { Role } from "~/generated/prisma/enums";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { personHref } from "~/shared/people/rules";
import classes from "./ProfileSummary.module.css";
import { useRouter } from "next/router";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatLongDate, formatNumber } from "~/shared/format";

// The team card is a chunk of its own (still server-rendered), outside the page's first load, as
// on /participation.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

/** How a role reads (namespace `account`). */
const ROLE_KEYS = {
  PARTICIPANT: "roles.PARTICIPANT",
  MODERATOR: "roles.MODERATOR",
  ADMIN: "roles.ADMIN",
} as const satisfies Record<Role, string>;

/** /profile: my name, points, rank, achievements and badges, account facts and links. */
export function ProfileSummary() {
  const t = useTranslations("account");
  const locale = useLocale();
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
        <Stat label={t("profile.points")} value={formatNumber(standing.total, locale)} />
        <Stat
          label={t("profile.rank")}
          value={standing.rank ? t("profile.rankValue", { rank: standing.rank }) : "–"}
          hint={
            standing.rank
              ? t("profile.rankOf", { ranked: standing.rankedUsers })
              : t("profile.notRanked")
          }
        />
        <Stat
          label={t("profile.achievements")}
          value={t("profile.achievementsValue", {
            earned: achievements.earned,
            total: achievements.total,
          })}
        />
      </SimpleGrid>
      {achievements.badges.length > 0 && (
        <Group gap="xs" component="ul" aria-label={t("profile.badges")} className={classes.badges}>
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
            <Text fw={600}>{t("profile.email")}</Text>
            <Text>{user.email}</Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{t("profile.role")}</Text>
            <Badge variant="light" color="dark">
              {t(ROLE_KEYS[user.role])}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{t("profile.profile")}</Text>
            <Text>{user.publicProfile ? t("profile.public") : t("profile.private")}</Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{t("profile.memberSince")}</Text>
            <Text>{formatLongDate(user.createdAt, locale)}</Text>
          </Group>
        </Stack>
      </Card>
      <Group gap="md">
        <Anchor component={Link} href="/participation">
          {t("profile.participation")}
        </Anchor>
        {user.publicProfile && (
          <Anchor component={Link} href={personHref(user.id)}>
            {t("profile.publicPage")}
          </Anchor>
        )}
        <Anchor component={Link} href="/achievements">
          {t("profile.myAchievements")}
        </Anchor>
        <Anchor component={Link} href="/account/personal">
          {t("profile.editPersonalData")}
        </Anchor>
        <Anchor component={Link} href="/account/password">
          {t("profile.changePassword")}
        </Anchor>
      </Group>
      <Group>
        <Button variant="default" onClick={signOut}>
          {t("profile.signOut")}
        </Button>
      </Group>
    </Stack>
  );
}
