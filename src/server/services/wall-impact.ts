import type { PrismaClient } from "~/generated/prisma/client";
import { createTtlCache } from "~/server/infra/ttl-cache";
import { WALL_TOP_TEAMS } from "~/shared/care/rules";
import { festivalImpactFigures, sourceQuantities } from "./impact";
import { teamLeaderboard } from "./teams";

/**
 * The wall's interludes (README "The wall"): the festival's collective figures and its top teams,
 * shown between posts on the big screen. Nothing is recomputed here: the sustainability figures
 * are /sustainability-dashboard's (`festivalImpactFigures`), bingo lines and care posts the same
 * rollup's, the top teams the team leaderboard's ranked first rows, as on /global-dashboard.
 */

type Db = PrismaClient;

export type WallTeam = {
  id: string;
  name: string;
  rank: number;
  /** Average points per member: what ranks teams. */
  average: number;
  members: number;
};

export type WallImpact = {
  generatedAt: Date;
  bottlesRefilled: number;
  singleUseBottlesAvoided: number;
  co2eGramsAvoided: number;
  stationsScanned: number;
  /** Bingo lines completed (a line unmarked again no longer counts). */
  bingoLines: number;
  /** Care posts approved (unpublished ones no longer count). */
  carePosts: number;
  /** Ranked teams only, best first; empty when none is ranked yet. */
  topTeams: WallTeam[];
  /** Members a team needs to be ranked (the admin's setting), for the slide's words. */
  minRankedMembers: number;
};

export async function computeWallImpact(db: Db, now = new Date()): Promise<WallImpact> {
  const [figures, quantity, board] = await Promise.all([
    festivalImpactFigures(db),
    sourceQuantities(db, ["BINGO_LINE", "CARE_POST"]),
    teamLeaderboard(db, { limit: WALL_TOP_TEAMS }),
  ]);
  const topTeams: WallTeam[] = [];
  for (const team of board.teams) {
    if (team.rank === null) continue;
    topTeams.push({
      id: team.id,
      name: team.name,
      rank: team.rank,
      average: team.average,
      members: team.members,
    });
  }
  return {
    generatedAt: now,
    bottlesRefilled: figures.bottlesRefilled,
    singleUseBottlesAvoided: figures.singleUseBottlesAvoided,
    co2eGramsAvoided: figures.co2eGramsAvoided,
    stationsScanned: figures.stationsScanned,
    bingoLines: quantity("BINGO_LINE"),
    carePosts: quantity("CARE_POST"),
    topTeams,
    minRankedMembers: board.minRankedMembers,
  };
}

/** How long the wall's figures are served from memory: a room of screens costs one read per 5 s. */
export const WALL_IMPACT_TTL_MS = 5000;

const cache = createTtlCache<Db, WallImpact>(WALL_IMPACT_TTL_MS);

/** The wall's figures, computed at most once per WALL_IMPACT_TTL_MS per database and process. */
export function cachedWallImpact(db: Db): Promise<WallImpact> {
  return cache.get(db, () => computeWallImpact(db));
}

/** Forgets the cached figures (tests). */
export function clearWallImpactCache(): void {
  cache.clear();
}
