import { Link } from "~/components/Link";
import { Badge } from "~/components/plain/Badge";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { Stat, StatGrid } from "~/components/Stat";
import { AREA_WORDS } from "~/lib/navigation";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import { areaSlug } from "~/shared/challenges";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import { useTeamMutationOptions, type Team } from "./team-page-data";
import { clientOnly } from "~/lib/client-only";
import userText from "~/components/plain/userText.module.css";
import classes from "./TeamPage.module.css";

/** What only members use (the invite, the captain's steps, leaving): loaded after first paint. */
const TeamMemberTools = clientOnly(
  () => import("./TeamMemberTools").then((module) => module.TeamMemberTools),
  () => <Loading />,
);

function Loading() {
  const t = useTranslations("teams");
  return <p className={plain.small}>{t("loading")}</p>;
}

/** /teams/{teamId}: the team's standing, points per area, members; members' and captain's steps. */
export function TeamPage({ teamId }: { teamId: string }) {
  const t = useTranslations("teams");
  const all = useTranslations();
  const team = api.teams.byId.useQuery({ teamId });
  if (!team.data) return null;
  const data = team.data;
  return (
    <div className={plain.stack}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{data.name}</h1>
        {data.description && (
          <p className={`${plain.text} ${userText.userText}`}>{data.description}</p>
        )}
        <p className={`${plain.small} ${plain.dimmed}`}>
          <Link href="/teams" className={plain.link}>
            {t("page.allTeams")}
          </Link>
        </p>
      </div>
      <StatGrid columns={4}>
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
      </StatGrid>

      <section className={plain.stackSm} aria-labelledby="team-areas-heading">
        <h2 className={plain.sectionTitle} id="team-areas-heading">
          {t("page.areasHeading")}
        </h2>
        <ul className={`${plain.list} ${plain.text}`}>
          {data.areas.map((row) => (
            <li key={row.area}>
              {t("page.areaPoints", {
                area: all(AREA_WORDS[areaSlug(row.area)].name),
                points: row.points,
              })}
            </li>
          ))}
        </ul>
      </section>

      <Members team={data} />
      {data.viewer.isMember && <TeamMemberTools team={data} />}
    </div>
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
    <section className={plain.stackSm} aria-labelledby="team-members-heading">
      <h2 className={plain.sectionTitle} id="team-members-heading">
        {t("members.heading")}
      </h2>
      <FormAlert message={error ? word(error.data?.text, error.message) : null} />
      <ul className={`${plain.stackXs} ${plain.bareList}`}>
        {team.members.map((member, index) => {
          const userId = member.userId;
          const name = member.name === ANONYMOUS_NAME ? t("members.anonymous") : member.name;
          return (
            <li key={userId ?? `anonymous-${index}`} className={plain.card} data-padding="xs">
              <div className={`${plain.spread} ${classes.member}`}>
                <div className={plain.row}>
                  <p className={`${plain.text} ${plain.strong}`}>{name}</p>
                  {member.isCaptain && <Badge color="festival">{t("members.captain")}</Badge>}
                  {member.isYou && (
                    <Badge color="festival" variant="outline">
                      {t("members.you")}
                    </Badge>
                  )}
                </div>
                {team.viewer.isCaptain && !member.isYou && userId && (
                  <div className={plain.row}>
                    <Button
                      size="xs"
                      loading={handOver.isPending && handOver.variables?.userId === userId}
                      onClick={() => handOver.mutate({ teamId: team.id, userId })}
                      aria-label={t("members.makeCaptainOf", { name })}
                    >
                      {t("members.makeCaptain")}
                    </Button>
                    <Button
                      size="xs"
                      loading={remove.isPending && remove.variables?.userId === userId}
                      onClick={() => remove.mutate({ teamId: team.id, userId })}
                      aria-label={t("members.removeOf", { name })}
                    >
                      {t("members.remove")}
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
