import type { ReactNode } from "react";
import classes from "./RowActions.module.css";

/** A table row's action buttons: in one line from a tablet up, stacked on a phone. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
