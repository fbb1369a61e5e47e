import { formatCount, formatDecimal } from "~/shared/format";
import classes from "./WallInterlude.module.css";
import { useShrinkToFit } from "./useWallFit";
import type { WallImpact } from "./WallImpactSlide";

/**
 * The wall's interlude of top teams: the ranked teams as /global-dashboard lists them (by average
 * points per member, from the admin's minimum of members), in large type. Team names are plain
 * text. Loaded as a chunk of its own; shown only when a team is ranked.
 */
export function WallTeamsSlide({ impact, className }: { impact: WallImpact; className?: string }) {
  const teams = impact.topTeams;
  const box = useShrinkToFit<HTMLDivElement>(
    teams.map((team) => `${team.id}:${team.average}:${team.members}`).join(" "),
  );
  return (
    <section className={className} aria-labelledby="wall-teams-heading">
      <div ref={box} className={`${classes.panel} ${classes.appear}`}>
        <div className={classes.content}>
          <div className={classes.head}>
            <h2 id="wall-teams-heading" className={classes.title}>
              Top teams
            </h2>
            <p className={classes.lead}>
              Average points per member · teams of {impact.minRankedMembers} or more
            </p>
          </div>
          <ol className={classes.teams}>
            {teams.map((team) => (
              <li key={team.id} className={classes.team} data-rank={team.rank}>
                <span className={classes.rank}>{team.rank}</span>{" "}
                <span className={classes.teamText}>
                  <span className={classes.teamName}>{team.name}</span>{" "}
                  <span className={classes.members}>
                    {formatCount(team.members, "member", "members")}
                  </span>
                </span>{" "}
                <span className={classes.teamScore}>
                  <span className={classes.average}>{formatDecimal(team.average, 1)}</span>{" "}
                  <span className={classes.perMember}>
                    {team.average === 1 ? "point" : "points"} per member
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
