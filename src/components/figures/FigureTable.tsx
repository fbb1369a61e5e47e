import plain from "~/components/plain/plain.module.css";
import type { ReactNode } from "react";
import classes from "./FigureTable.module.css";

export type FigureColumn<Row> = {
  title: string;
  /** A count or amount: right-aligned, with digits of one width. */
  numeric?: boolean;
  /** A column narrower than its content would make it (a rank, say). */
  width?: number;
  render(row: Row): ReactNode;
};

/** What names the table (and its scrolling region): the id of a heading, or words of its own. */
type Naming = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

/**
 * A dashboard's table of figures: named by its section's heading (`labelledBy`) or by `label`,
 * one row per thing counted. `framed` draws it in a bordered box (a table of its own), `compact`
 * fits it into a panel, `rowHeaders` makes the first column name each row (hours, say) and
 * stripes the rows. Wider than the screen, it scrolls sideways. Empty: `empty` instead.
 *
 * Plain markup rather than Mantine's `Table`: a dashboard holds hundreds of cells, and each
 * Mantine cell is a component the phone must hydrate; a plain cell costs nothing.
 */
export function FigureTable<Row>({
  labelledBy,
  label,
  columns,
  rows,
  rowKey,
  empty,
  framed = true,
  compact = false,
  rowHeaders = false,
  minWidth = compact ? 0 : 320,
}: Naming & {
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  empty: string;
  framed?: boolean;
  compact?: boolean;
  rowHeaders?: boolean;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}) {
  if (rows.length === 0) return <p className={`${plain.small} ${plain.dimmed}`}>{empty}</p>;
  const tableClass = [classes.table, compact && classes.compact, rowHeaders && classes.striped]
    .filter(Boolean)
    .join(" ");
  // A table named by its own words (no heading above it, wide) scrolls in a region of its own that
  // the keyboard can reach. One named by a heading is narrow and sits in that heading's section; a
  // region of its own would repeat the section's landmark under the same name.
  const region = label ? { role: "region", tabIndex: 0, "aria-label": label } : {};
  return (
    <div
      className={framed ? `${classes.scroller} ${classes.framed}` : classes.scroller}
      {...region}
    >
      <table
        className={tableClass}
        style={{ minWidth }}
        aria-labelledby={labelledBy}
        aria-label={label}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.title}
                scope="col"
                className={column.numeric ? classes.numeric : undefined}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const cell = {
                  className: column.numeric ? classes.numeric : undefined,
                  children: column.render(row),
                };
                return rowHeaders && index === 0 ? (
                  <th key={column.title} scope="row" {...cell} />
                ) : (
                  <td key={column.title} {...cell} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
