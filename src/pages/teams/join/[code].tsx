import { PageFrame } from "~/components/layouts/screen-page";
import { JoinTeamScreen, type JoinRefusal } from "~/features/teams/JoinTeamScreen";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { openTeamJoinPage, PENDING_TEAM_JOIN_COOKIE } from "~/server/services/pending-team-join";

type Props = { code: string; refused: JoinRefusal | null };

const JoinTeamRoute: AppPage<Partial<Props>> = ({ code, refused }) => (
  <PageFrame size="sm">
    {code && <JoinTeamScreen code={code} refused={refused ?? null} />}
  </PageFrame>
);
JoinTeamRoute.title = (_, t) => t("teams.invite.title");
export default JoinTeamRoute;

export const getServerSideProps = serverPage<Props>({
  messages: ["teams"],
  params: ["code"],
  load: async ({ ctx, session, page, param }) => {
    const code = param("code");
    const visit = await openTeamJoinPage(
      ctx.db,
      session?.user.id ?? null,
      code,
      page.req.cookies[PENDING_TEAM_JOIN_COOKIE],
      ctx.rateLimits,
    );
    for (const cookie of visit.setCookies) ctx.setCookie(cookie);
    if (visit.redirect) return { redirect: visit.redirect };
    return { props: { code, refused: visit.refused } };
  },
});
