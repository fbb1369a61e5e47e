import { useLocale, useTranslations } from "use-intl";
import { formatDecimal } from "~/shared/format";
import classes from "./WallInterlude.module.css";
import { useShrinkToFit } from "./useWallFit";
import type { WallImpact } from "./WallImpactSlide";

/**
 * The wall's interlude of top teams: the ranked teams as /global-dashboard lists them (by average
 * points per member, from the admin's minimum of members), in large type. Team names are plain
 * text. Loaded as a chunk of its own; shown only when a team is ranked. Its words and numbers are
 * in the page's language.
 */
export function WallTeamsSlide({
  impact,
  className,
  entering = false,
}: {
  impact: WallImpact;
  className?: string;
  /** Fades in (not on the slide the page opens with). */
  entering?: boolean;
}) {
  const t = useTranslations("wall");
  const locale = useLocale();
  const teams = impact.topTeams;
  // As the wall's posts: the slide the page opens with only shrinks (CareWall).
  const box = useShrinkToFit<HTMLDivElement>(
    teams.map((team) => `${team.id}:${team.average}:${team.members}`).join(" "),
    { grow: entering },
  );
  return (
    <section className={className} aria-labelledby="wall-teams-heading">
      <div ref={box} className={`${classes.panel} ${entering ? classes.appear : ""}`}>
        <div className={classes.content}>
          <div className={classes.head}>
            <h2 id="wall-teams-heading" className={classes.title}>
              {t("teams.heading")}
            </h2>
            <p className={classes.lead}>{t("teams.lead", { min: impact.minRankedMembers })}</p>
          </div>
          <ol className={classes.teams}>
            {teams.map((team) => (
              <li key={team.id} className={classes.team} data-rank={team.rank}>
                <span className={classes.rank}>{team.rank}</span>{" "}
                <span className={classes.teamText}>
                  <span className={classes.teamName}>{team.name}</span>{" "}
                  <span className={classes.members}>
                    {t("teams.members", { count: team.members })}
                  </span>
                </span>{" "}
                <span className={classes.teamScore}>
                  <span className={classes.average}>{formatDecimal(team.average, 1, locale)}</span>{" "}
                  <span className={classes.perMember}>
                    {t("teams.perMember", { average: team.average })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
