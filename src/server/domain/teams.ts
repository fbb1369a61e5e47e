/**
 * Teams' pure rules (README "Teams"): which ledger points count for a team, how teams are ranked,
 * who may join and who captains next. The database computes the aggregates
 * (src/server/services/teams.ts); these versions state the rules and let tests check the SQL.
 */

/** A person's period in a team: active while `leftAt` is null. */
export type MembershipPeriod = { userId: string; joinedAt: Date; leftAt: Date | null };

/** A ledger row as the team rules need it. */
export type LedgerPoint = { userId: string | null; amount: number; createdAt: Date };

/**
 * Whether a ledger row falls in a membership period: from joining (inclusive) to leaving
 * (exclusive), so a row at the very moment of a switch counts for the team joined, never twice.
 */
export function inPeriod(point: LedgerPoint, period: MembershipPeriod): boolean {
  return (
    point.userId === period.userId &&
    point.createdAt.getTime() >= period.joinedAt.getTime() &&
    (period.leftAt === null || point.createdAt.getTime() < period.leftAt.getTime())
  );
}

/**
 * A team's points: its members' ledger rows earned while they were members (every period, ended
 * ones too: leaving and joining moves no past points), and when it reached that total (its last
 * counted row; null without any).
 */
export function teamPoints(
  points: readonly LedgerPoint[],
  periods: readonly MembershipPeriod[],
): { total: number; reachedAt: Date | null } {
  let total = 0;
  let reachedAt: Date | null = null;
  for (const point of points) {
    if (!periods.some((period) => inPeriod(point, period))) continue;
    total += point.amount;
    if (reachedAt === null || point.createdAt > reachedAt) reachedAt = point.createdAt;
  }
  return { total, reachedAt };
}

/**
 * What the ranking needs of a team: its points, when it reached them, its members now, and
 * everyone counted in its average (each person who has ever been a member, once).
 */
export type TeamStanding = {
  teamId: string;
  total: number;
  reachedAt: Date | null;
  members: number;
  countedMembers: number;
};

/**
 * The average per member: points over everyone who has ever been a member. Dividing by today's
 * members instead would let a team raise its average by sending members away after they scored.
 */
export function teamAverage(standing: Pick<TeamStanding, "total" | "countedMembers">): number {
  return standing.countedMembers > 0 ? standing.total / standing.countedMembers : 0;
}

/**
 * Higher average first (compared exactly, as cross products of integers); on a tie the team that
 * reached its score first; then by team id, so no two teams share a rank.
 */
export function compareTeamStandings(a: TeamStanding, b: TeamStanding): number {
  // a.total / a.counted vs b.total / b.counted, without rounding (a team without members has 0).
  const left = a.total * Math.max(b.countedMembers, 1);
  const right = b.total * Math.max(a.countedMembers, 1);
  if (left !== right) return right - left;
  const aTime = a.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bTime = b.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0;
}

/** Ranked: enough members now (the admin's minimum) and some points. */
export function isTeamRanked(standing: TeamStanding, minRankedMembers: number): boolean {
  return standing.members >= minRankedMembers && standing.total > 0;
}

export type RankedTeam = TeamStanding & { average: number; rank: number | null };

/**
 * The team leaderboard: ranked teams in order with ranks 1, 2, …; then the teams not ranked yet
 * (too few members or no points), most points first, without a rank.
 */
export function rankTeams(
  standings: readonly TeamStanding[],
  minRankedMembers: number,
): RankedTeam[] {
  const ranked = standings
    .filter((standing) => isTeamRanked(standing, minRankedMembers))
    .sort(compareTeamStandings)
    .map((standing, index) => ({ ...standing, average: teamAverage(standing), rank: index + 1 }));
  const unranked = standings
    .filter((standing) => !isTeamRanked(standing, minRankedMembers))
    .sort((a, b) => b.total - a.total || compareTeamStandings(a, b))
    .map((standing) => ({ ...standing, average: teamAverage(standing), rank: null }));
  return [...ranked, ...unranked];
}

/** Why nobody may join a team now, in words; null when a place is free and joining is open. */
export function joinRefusal(options: {
  members: number;
  maxMembers: number;
  joinClosesAt: Date | null;
  now: Date;
}): string | null {
  if (options.joinClosesAt !== null && options.now >= options.joinClosesAt)
    return "Teams are closed for joining.";
  if (options.members >= options.maxMembers)
    return `This team is full: a team has at most ${options.maxMembers} members.`;
  return null;
}

/** Who captains after the captain leaves: the member who joined first (then by id); null if none. */
export function nextCaptain(
  members: readonly { userId: string; joinedAt: Date }[],
  leavingUserId: string,
): string | null {
  const remaining = members
    .filter((member) => member.userId !== leavingUserId)
    .sort(
      (a, b) =>
        a.joinedAt.getTime() - b.joinedAt.getTime() ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
  return remaining[0]?.userId ?? null;
}

/**
 * Why two teams may not be merged, in words naming the sizes; null when the merged team fits the
 * maximum size. The admin sees this and can remove members first.
 */
export function mergeRefusal(options: {
  target: { name: string; members: number };
  source: { name: string; members: number };
  maxMembers: number;
}): string | null {
  const { target, source, maxMembers } = options;
  const merged = target.members + source.members;
  if (merged <= maxMembers) return null;
  return (
    `Merging would make a team of ${merged} members (${target.name}: ${target.members}, ` +
    `${source.name}: ${source.members}); a team has at most ${maxMembers}.`
  );
}
