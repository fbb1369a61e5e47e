import type { CarePostKind, GivingCategory, ReportReason } from "~/generated/prisma/enums";

/**
 * The care area (DESIGN.md §6.5) as both sides see it: the limits of a post, its words, and how
 * the wall introduces and signs it. The procedures' inputs are in ./inputs.ts (apart, so that the
 * wall's pages do not load zod).
 */

export const CARE_MESSAGE_MAX = 280;
export const CARE_TO_NAME_MAX = 60;
/** Largest page of the wall. */
export const CARE_PAGE_MAX = 100;

/** The top teams the wall shows between posts: as many as /global-dashboard shows. */
export const WALL_TOP_TEAMS = 5;

export const CARE_KIND_LABELS: Record<CarePostKind, string> = {
  GRATITUDE: "Gratitude note",
  JOY_OF_GIVING: "Act of giving",
};

export const GIVING_CATEGORY_LABELS: Record<GivingCategory, string> = {
  HELPING_HAND: "A helping hand",
  SHARING: "Sharing",
  DONATION: "Donation",
  VOLUNTEERING: "Volunteering",
  KIND_WORDS: "Kind words",
  OTHER: "Something else",
};

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: "Spam",
  OFFENSIVE: "Offensive",
  DOES_NOT_BELONG: "Does not belong here",
};

type HeadedPost = {
  kind: CarePostKind;
  toName?: string | null;
  category?: GivingCategory | null;
};

/** What introduces a post: thanks (to someone or not), the act's category, or a kind act. */
export type CarePostHeadingParts =
  | { kind: "thankYou" }
  | { kind: "thankYouTo"; name: string }
  | { kind: "kindAct" }
  | { kind: "category"; category: Exclude<GivingCategory, "OTHER"> };

/** The parts of a post's heading, for `carePostHeading` and pages in other languages. */
export function carePostHeadingOf(post: HeadedPost): CarePostHeadingParts {
  if (post.kind === "GRATITUDE")
    return post.toName ? { kind: "thankYouTo", name: post.toName } : { kind: "thankYou" };
  // "Something else" reads well in the form's list, not as a heading on the wall.
  if (!post.category || post.category === "OTHER") return { kind: "kindAct" };
  return { kind: "category", category: post.category };
}

/** How a post is introduced on the wall and in previews ("Thank you, Sam", "A helping hand"). */
export function carePostHeading(post: HeadedPost): string {
  const parts = carePostHeadingOf(post);
  switch (parts.kind) {
    case "thankYouTo":
      return `Thank you, ${parts.name}`;
    case "thankYou":
      return "Thank you";
    case "kindAct":
      return "An act of kindness";
    case "category":
      return GIVING_CATEGORY_LABELS[parts.category];
  }
}

/** The signature line under a post on the wall, from the name the wall shows (publicName). */
export function carePostByline(wallName: string): string {
  return `— ${wallName}`;
}
