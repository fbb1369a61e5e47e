/**
 * How a person is named where everyone can see it (the wall, the gallery, leaderboards, public
 * pages): by their display name only when their profile is public and, for a post, it was not
 * posted anonymously; otherwise "Anonymous". Profiles are private by default (DESIGN.md §6.7).
 */

export const ANONYMOUS_NAME = "Anonymous";

export function publicName(
  person: { name: string; publicProfile: boolean },
  post?: { anonymous: boolean },
): string {
  return person.publicProfile && !post?.anonymous ? person.name : ANONYMOUS_NAME;
}
