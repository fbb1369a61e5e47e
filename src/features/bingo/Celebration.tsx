import classes from "./Celebration.module.css";
import { useTranslations } from "use-intl";

export type Burst = { id: number; kind: "line" | "card" };

const COLORS = ["orange", "grape", "teal", "pink", "yellow"] as const;

/**
 * Confetti and a big word over the page when a line or the full card is completed. Decorative
 * only (hidden from screen readers): the card's status region says the same in words. Reduced motion: none.
 */
export function Celebration({ burst }: { burst: Burst | null }) {
  const t = useTranslations("bingo");
  if (!burst) return null;
  const pieces = burst.kind === "card" ? 48 : 24;
  return (
    <div
      key={burst.id}
      className={classes.overlay}
      aria-hidden="true"
      data-celebration={burst.kind}
    >
      {Array.from({ length: pieces }, (_, index) => (
        <span
          key={index}
          className={classes.piece}
          style={{
            left: `${(index * 37) % 100}%`,
            animationDelay: `${(index % 8) * 70}ms`,
            background: `var(--mantine-color-${COLORS[index % COLORS.length]}-6)`,
          }}
        />
      ))}
      <span className={classes.word}>
        {t(burst.kind === "card" ? "celebration.card" : "celebration.line")}
      </span>
    </div>
  );
}
