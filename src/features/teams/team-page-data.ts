import { api, type RouterOutputs } from "~/lib/trpc";

/** A team's page as `teams.byId` answers it. */
export type Team = RouterOutputs["teams"]["byId"];

/** After any team step: every teams query is read again (the page, my team, the leaderboard). */
export function useTeamMutationOptions() {
  const utils = api.useUtils();
  return { onSuccess: () => utils.teams.invalidate() };
}
