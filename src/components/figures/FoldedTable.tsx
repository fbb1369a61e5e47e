import type { ReactNode } from "react";
import classes from "./FoldedTable.module.css";

/**
 * A chart's figures as a table, folded under a link-like summary ("Show as a table") that opens
 * it: the same look on every dashboard.
 */
export function FoldedTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className={classes.fold}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
