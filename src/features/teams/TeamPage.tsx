import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { Stat } from "~/components/Stat";
import { AREA_WORDS } from "~/lib/navigation";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import { areaSlug } from "~/shared/challenges";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import { useTeamMutationOptions, type Team } from "./team-page-data";
import { clientOnly } from "~/lib/client-only";

/** What only members use (the invite, the captain's steps, leaving): loaded after first paint. */
const TeamMemberTools = clientOnly(
  () => import("./TeamMemberTools").then((module) => module.TeamMemberTools),
  () => <Loading />,
);

function Loading() {
  const t = useTranslations("teams");
  return <Text size="sm">{t("loading")}</Text>;
}

/** /teams/{teamId}: the team's standing, points per area, members; members' and captain's steps. */
export function TeamPage({ teamId }: { teamId: string }) {
  const t = useTranslations("teams");
  const all = useTranslations();
  const team = api.teams.byId.useQuery({ teamId });
  if (!team.data) return null;
  const data = team.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{data.name}</Title>
        {data.description && <Text>{data.description}</Text>}
        <Text size="sm" c="dimmed">
          <Anchor component={Link} href="/teams" underline="always">
            {t("page.allTeams")}
          </Anchor>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label={t("page.rank")}
          value={
            data.rank === null
              ? "–"
              : t("page.rankOf", { rank: data.rank, ranked: data.rankedTeams })
          }
          hint={
            data.rank === null ? t("page.rankedFrom", { min: data.minRankedMembers }) : undefined
          }
        />
        <Stat
          label={t("page.average")}
          value={t("average", { average: data.average })}
          hint={t("page.perMember")}
        />
        <Stat label={t("page.total")} value={t("counts.points", { count: data.total })} />
        <Stat
          label={t("page.members")}
          value={t("page.membersOf", { count: data.members.length, max: data.maxMembers })}
        />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="team-areas-heading">
        <Title order={2} size="h3" id="team-areas-heading">
          {t("page.areasHeading")}
        </Title>
        <List>
          {data.areas.map((row) => (
            <List.Item key={row.area}>
              {t("page.areaPoints", {
                area: all(AREA_WORDS[areaSlug(row.area)].name),
                points: row.points,
              })}
            </List.Item>
          ))}
        </List>
      </Stack>

      <Members team={data} />
      {data.viewer.isMember && <TeamMemberTools team={data} />}
    </Stack>
  );
}

function Members({ team }: { team: Team }) {
  const t = useTranslations("teams");
  // Not `useTeamWords` (the checks, for forms): this page stays light (page weight, README).
  const word = useServerText();
  const options = useTeamMutationOptions();
  const remove = api.teams.removeMember.useMutation(options);
  const handOver = api.teams.handOverCaptaincy.useMutation(options);
  const error = remove.error ?? handOver.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-heading">
      <Title order={2} size="h3" id="team-members-heading">
        {t("members.heading")}
      </Title>
      <FormAlert message={error ? word(error.data?.text, error.message) : null} />
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {team.members.map((member, index) => {
          const userId = member.userId;
          const name = member.name === ANONYMOUS_NAME ? t("members.anonymous") : member.name;
          return (
            <Paper component="li" key={userId ?? `anonymous-${index}`} withBorder p="xs">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{name}</Text>
                  {member.isCaptain && <Badge variant="light">{t("members.captain")}</Badge>}
                  {member.isYou && <Badge variant="outline">{t("members.you")}</Badge>}
                </Group>
                {team.viewer.isCaptain && !member.isYou && userId && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      loading={handOver.isPending && handOver.variables?.userId === userId}
                      onClick={() => handOver.mutate({ teamId: team.id, userId })}
                      aria-label={t("members.makeCaptainOf", { name })}
                    >
                      {t("members.makeCaptain")}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      loading={remove.isPending && remove.variables?.userId === userId}
                      onClick={() => remove.mutate({ teamId: team.id, userId })}
                      aria-label={t("members.removeOf", { name })}
                    >
                      {t("members.remove")}
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
