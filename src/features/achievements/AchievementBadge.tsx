import { useServerText } from "~/lib/server-text";
import classes from "./AchievementBadge.module.css";
import { badgeSrc } from "~/shared/badges";

/** Earned (colour), locked (greyed: still to earn), or, for a visitor, simply shown (colour). */
export type BadgeState = "earned" | "locked" | "shown";

/** The English name of a badge's image (a page without the `achievements` namespace). */
function englishAlt(title: string, state: BadgeState): string {
  return state === "shown" ? `${title} badge` : `${title} badge, ${state}`;
}

/** The message of each state's name (namespace `achievements`). */
const ALT_KEYS = {
  shown: "achievements.badge.shown",
  earned: "achievements.badge.earned",
  locked: "achievements.badge.locked",
} as const satisfies Record<BadgeState, string>;

/**
 * An achievement's badge: its drawing in colour, greyed while locked. The image's name carries
 * the state, so it is not told by colour alone; it is worded in the page's language when the page
 * has the `achievements` namespace (README "Languages"), else in English. The title is the
 * festival's content, as written.
 */
export function AchievementBadge({
  achievementKey,
  title,
  state,
  size = 56,
}: {
  achievementKey: string;
  title: string;
  state: BadgeState;
  size?: number;
}) {
  const word = useServerText();
  return (
    // A static SVG file: no script, no JS for the drawing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={badgeSrc(achievementKey)}
      alt={word({ key: ALT_KEYS[state], values: { title } }, englishAlt(title, state))}
      width={size}
      height={Math.round((size * 100) / 96)}
      loading="lazy"
      className={state === "locked" ? `${classes.badge} ${classes.locked}` : classes.badge}
    />
  );
}
