/**
 * Rules shared by the moderation queues (care posts and submissions). Nobody decides on their own
 * item: not alone, not in a bulk step, not from the help desk.
 */

/** Why a decision that includes the moderator's own item is refused (nothing changes). */
export function ownItemRefusal(noun: "post" | "submission", selected: number): string {
  return selected === 1
    ? `Someone else has to decide on your own ${noun}.`
    : `Your own ${noun} is among the ${selected} selected: someone else has to decide on it. Nothing was changed.`;
}

/** What the queues show instead of decision buttons on one's own item. */
export function ownItemNotice(noun: "post" | "submission"): string {
  return `Your own ${noun}: another moderator decides.`;
}
