import { PageFrame } from "~/components/layouts/screen-page";
import { TeamPage } from "~/features/teams/TeamPage";
import type { AppPage } from "~/lib/page";
import { notFoundOf, serverPage } from "~/server/api/ssr";

type Props = { teamId: string; name: string };

const TeamRoute: AppPage<Partial<Props>> = ({ teamId }) => (
  <PageFrame>{teamId && <TeamPage teamId={teamId} />}</PageFrame>
);
TeamRoute.title = (props, t) => props.name || t("teams.page.title");
export default TeamRoute;

export const getServerSideProps = serverPage<Props>({
  messages: ["teams"],
  params: ["teamId"],
  load: async ({ ctx, helpers, param }) => {
    const teamId = param("teamId");
    let name = "";
    const missing = await notFoundOf(
      helpers.teams.byId.fetch({ teamId }).then((team) => {
        name = team.name;
      }),
      ctx.locale,
    );
    return missing ? { notFound: missing } : { props: { teamId, name } };
  },
});
