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
