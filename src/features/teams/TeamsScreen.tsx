import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { SignInButtons } from "~/components/SignInButtons";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { MyTeamCard } from "./MyTeamCard";
import { CreateTeamForm, JoinTeamForm } from "./TeamForms";
import { TeamLeaderboard } from "./TeamLeaderboard";
import classes from "./TeamsScreen.module.css";

/**
 * /teams: my team (or the forms to create or join one), then the team leaderboard. Plain markup
 * and the plain kit (README "First-load weight").
 */
export function TeamsScreen() {
  const t = useTranslations("teams");
  const { loggedIn } = useSession();
  const board = api.teams.leaderboard.useQuery({ limit: 50 });
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t("title")}</h1>
      <p className={plain.text}>
        {t("intro")} {board.data ? t("rankingRule", { min: board.data.minRankedMembers }) : null}
      </p>
      {loggedIn ? (
        <MyTeam />
      ) : (
        <div className={plain.card}>
          <p className={plain.text}>{t("signInPrompt")}</p>
          <SignInButtons signInLabel={t("signIn")} registerLabel={t("register")} />
        </div>
      )}
      <section className={plain.stackSm} aria-labelledby="team-leaderboard-heading">
        <h2 className={plain.sectionTitle} id="team-leaderboard-heading">
          {t("leaderboard.heading")}
        </h2>
        {board.data && (
          <TeamLeaderboard teams={board.data.teams} labelledBy="team-leaderboard-heading" />
        )}
      </section>
    </div>
  );
}

function MyTeam() {
  const t = useTranslations("teams");
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const forms = mine.data.joiningClosed ? (
    <p className={plain.text}>{t("closed")}</p>
  ) : (
    <div className={`${plain.grid} ${classes.forms}`}>
      <div className={plain.card}>
        <CreateTeamForm />
      </div>
      <div className={plain.card}>
        <JoinTeamForm />
      </div>
    </div>
  );
  return <MyTeamCard empty={forms} />;
}
