import type { CSSProperties } from "react";
import { IconCircleCheckFilled, IconStarFilled } from "@tabler/icons-react";
import { useTranslations } from "use-intl";
import { bingoLines } from "~/shared/bingo";
import classes from "./BingoGrid.module.css";
import plain from "~/components/plain/plain.module.css";

export type GridCell = { id: string; position: number; text: string; free: boolean };

/** Type sizes and cell heights per card size: readable tasks on a 390 px phone. */
const LOOK: Record<number, { min: string; font: string; fontSm: string }> = {
  3: { min: "6.5rem", font: "0.95rem", fontSm: "1.05rem" },
  4: { min: "5.5rem", font: "0.8rem", fontSm: "0.95rem" },
  5: { min: "5rem", font: "0.72rem", fontSm: "0.875rem" },
};

/**
 * A bingo card's cells, row by row. With `onToggle` each cell is a toggle button (its task is its
 * name, `aria-pressed` its state); without, a read-only list. Marked cells show a check icon and
 * cells of completed lines a double border, so neither relies on colour. Plain markup: no Mantine
 * component in the card's first load.
 */
export function BingoGrid({
  label,
  size,
  cells,
  marked,
  lines,
  popLines = [],
  onToggle,
}: {
  label: string;
  size: number;
  cells: readonly GridCell[];
  marked: ReadonlySet<string>;
  /** Completed line ids: their cells are highlighted. */
  lines: readonly string[];
  /** Lines just completed: their cells pop once. */
  popLines?: readonly string[];
  onToggle?: (cell: GridCell, marked: boolean) => void;
}) {
  const t = useTranslations("bingo");
  const all = bingoLines(size);
  const positionsIn = (ids: readonly string[]) =>
    new Set(all.filter((line) => ids.includes(line.id)).flatMap((line) => line.positions));
  const inLine = positionsIn(lines);
  const popping = positionsIn(popLines);
  const look = LOOK[size] ?? { min: "5rem", font: "0.8rem", fontSm: "0.9rem" };
  // CSS custom properties are not in React's style type; the record is what React sets.
  const vars: Record<`--${string}`, string> = {
    "--bingo-size": String(size),
    "--bingo-cell-min": look.min,
    "--bingo-font-size": look.font,
    "--bingo-font-size-sm": look.fontSm,
  };
  const style: CSSProperties = vars;

  return (
    <ul
      className={size >= 5 ? `${classes.grid} ${classes.wide}` : classes.grid}
      style={style}
      aria-label={label}
    >
      {cells.map((cell) => {
        const done = cell.free || marked.has(cell.id);
        const className = [
          classes.cell,
          cell.free ? classes.free : done ? classes.marked : "",
          inLine.has(cell.position) ? classes.inLine : "",
          popping.has(cell.position) ? classes.pop : "",
        ]
          .filter(Boolean)
          .join(" ");
        const content = (
          <>
            {cell.free ? (
              <IconStarFilled size={16} aria-hidden="true" className={classes.checkBadge} />
            ) : (
              done && (
                <IconCircleCheckFilled
                  size={18}
                  aria-hidden="true"
                  className={classes.checkBadge}
                />
              )
            )}
            <span className={classes.text}>{cell.text}</span>
          </>
        );
        return (
          <li key={cell.id} className={classes.item}>
            {onToggle && !cell.free ? (
              <button
                type="button"
                className={className}
                data-in-line={inLine.has(cell.position) || undefined}
                aria-pressed={done}
                onClick={() => onToggle(cell, !done)}
              >
                {content}
              </button>
            ) : (
              <div className={className} data-in-line={inLine.has(cell.position) || undefined}>
                {content}
                <span className={plain.visuallyHidden}>
                  {t(cell.free ? "cell.free" : done ? "cell.done" : "cell.notDone")}
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
