import type { ReactNode } from "react";
import plain from "./plain/plain.module.css";
import classes from "./SectionHeading.module.css";

/**
 * A section's heading (its id names the section), with the section's actions beside it. Plain
 * markup (README "First-load weight").
 */
export function SectionHeading({
  id,
  title,
  actions,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <h2 className={plain.sectionTitle} id={id}>
      {title}
    </h2>
  );
  if (!actions) return heading;
  return (
    <div className={classes.withActions}>
      {heading}
      {actions}
    </div>
  );
}
