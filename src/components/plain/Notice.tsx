import type { CSSProperties, ReactNode } from "react";
import classes from "./Notice.module.css";

/** The theme colours a notice takes (Mantine's "light" variant of each; "festival" is the primary). */
export type NoticeColor = "festival" | "blue" | "teal" | "yellow" | "red" | "orange";

/**
 * A message drawn with the page (what Mantine's Alert, variant "light", drew) in plain markup:
 * a title in the colour, the text, an optional icon. `role` is "alert" for a refusal, "status" for
 * news, or none for a standing remark.
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
  return (
    <div
      role={role}
      className={className ? `${classes.notice} ${className}` : classes.notice}
      style={style}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <div className={classes.body}>
        {title && <div className={classes.title}>{title}</div>}
        <div>{children}</div>
      </div>
    </div>
  );
}
