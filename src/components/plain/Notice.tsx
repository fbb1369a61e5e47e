import { useId, type CSSProperties, type ReactNode } from "react";
import classes from "./Notice.module.css";

/** The theme colours a notice takes (Mantine's "light" variant of each; "festival" is the primary). */
export type NoticeColor =
  "festival" | "blue" | "teal" | "green" | "yellow" | "red" | "orange" | "pink" | "gray";

/**
 * A message drawn with the page (what Mantine's Alert, variant "light", drew) in plain markup:
 * a tinted box with an optional icon in the colour, a title and the text in the text colour.
 * `role` is "alert" for a refusal, "status" for news (named by its title and described by its
 * text, as Mantine's Alert), or none for a standing remark.
 */
export function Notice({
  color = "festival",
  title,
  icon,
  role,
  className,
  children,
}: {
  color?: NoticeColor;
  title?: ReactNode;
  icon?: ReactNode;
  role?: "alert" | "status";
  className?: string;
  children: ReactNode;
}) {
  // Custom properties are not in React's style type; the record is what React sets.
  const colors: Record<`--${string}`, string> = {
    "--notice-bg": `var(--mantine-color-${color}-light)`,
    "--notice-accent": `var(--mantine-color-${color}-light-color)`,
  };
  const style: CSSProperties = colors;
  const id = useId();
  // A name only where there is a role: ARIA does not allow one on a plain div.
  const named = role !== undefined;
  return (
    <div
      role={role}
      aria-labelledby={named && title ? `${id}-title` : undefined}
      aria-describedby={named ? `${id}-text` : undefined}
      className={className ? `${classes.notice} ${className}` : classes.notice}
      style={style}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <div className={classes.body}>
        {title && (
          <div className={classes.title} id={`${id}-title`}>
            {title}
          </div>
        )}
        <div id={`${id}-text`}>{children}</div>
      </div>
    </div>
  );
}
