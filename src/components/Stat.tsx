import type { ReactNode } from "react";
import plain from "~/components/plain/plain.module.css";
import classes from "./Stat.module.css";

/**
 * One headline figure (a dashboard's, the admin home's, my profile's): label, value, a hint. Plain
 * markup in Mantine Paper's look: a dashboard shows five of them, nothing to hydrate.
 */
export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={classes.stat}>
      <p className={classes.label}>{label}</p>
      <p className={classes.value}>{value}</p>
      {hint && <p className={classes.hint}>{hint}</p>}
    </div>
  );
}

/**
 * Stats side by side: two across on a phone (a third of a 390 px screen is too narrow for
 * "Achievements"), then `columns` from the sm breakpoint; five (the dashboards) are three from sm
 * and five from md.
 */
export function StatGrid({ columns, children }: { columns: 3 | 4 | 5; children: ReactNode }) {
  return (
    <div className={`${plain.grid} ${classes.grid}`} data-columns={columns}>
      {children}
    </div>
  );
}
