/** The person page's address: where a public name links to (leaderboard, profile). */
export function personHref(userId: string): string {
  return `/people/${encodeURIComponent(userId)}`;
}
