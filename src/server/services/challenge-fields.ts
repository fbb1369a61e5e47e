/** What anyone may see of a published challenge (the catalogue, the home page). */
export const CHALLENGE_PUBLIC_FIELDS = {
  id: true,
  slug: true,
  area: true,
  kind: true,
  title: true,
  summary: true,
  description: true,
  points: true,
  goal: true,
  startsAt: true,
  endsAt: true,
} as const;

/**
 * What a read path that shows a challenge to people selects: the public fields and the texts in
 * the other languages, which `inLanguage` (services/content.ts) turns into the request's language.
 */
export const CHALLENGE_SHOWN_FIELDS = { ...CHALLENGE_PUBLIC_FIELDS, translations: true } as const;

/** What admins edit on top: publication, order and when it last changed. */
export const CHALLENGE_ADMIN_FIELDS = {
  ...CHALLENGE_PUBLIC_FIELDS,
  published: true,
  position: true,
  updatedAt: true,
} as const;
