import type { MantineTheme } from "@mantine/core";
import { createElement } from "react";
import { OrderTitle } from "./OrderTitle";

/** One look for every admin table (mantine-datatable). */
export const ADMIN_TABLE_STYLE = {
  withTableBorder: true,
  borderRadius: "md",
  striped: true,
  minHeight: 160,
} as const;

/** Table columns that only fit on wider screens (mantine-datatable's visibleMediaQuery). */
export const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
export const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

/** The position a new row gets: after the last one, with room to slot others in between. */
export const nextPosition = (rows: readonly { position: number }[]) =>
  Math.max(0, ...rows.map((row) => row.position)) + 10;

/** The "Order" column of rows admins arrange (their `position`), from small screens up. */
export const ORDER_COLUMN = {
  accessor: "position",
  title: createElement(OrderTitle),
  textAlign: "right",
  width: 80,
  visibleMediaQuery: fromSm,
} as const;
