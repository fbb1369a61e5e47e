import classes from "./AchievementBadge.module.css";
import { badgeSrc } from "~/shared/badges";

/** Earned (colour), locked (greyed: still to earn), or, for a visitor, simply shown (colour). */
export type BadgeState = "earned" | "locked" | "shown";

/**
 * An achievement's badge: its drawing in colour, greyed while locked. The image's name carries
 * the state, so it is not told by colour alone.
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
  return (
    // A static SVG file: no script, no JS for the drawing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={badgeSrc(achievementKey)}
      alt={state === "shown" ? `${title} badge` : `${title} badge, ${state}`}
      width={size}
      height={Math.round((size * 100) / 96)}
      loading="lazy"
      className={state === "locked" ? `${classes.badge} ${classes.locked}` : classes.badge}
    />
  );
}
