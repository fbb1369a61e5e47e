import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

export type FigureColumn<Row> = {
  title: string;
  /** A count or amount: right-aligned, with digits of one width. */
  numeric?: boolean;
  render(row: Row): ReactNode;
};

const NUMERIC = { ta: "right", style: { fontVariantNumeric: "tabular-nums" } } as const;

/**
 * A dashboard's table of figures: named by its section's heading, one row per thing counted.
 * `framed` draws it on a bordered paper (a table of its own), `compact` fits it into a panel,
 * and `rowHeaders` makes the first column name each row (hours, say). Empty: `empty` instead.
 */
export function FigureTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
  framed = true,
  compact = false,
  rowHeaders = false,
}: {
  labelledBy?: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  empty: string;
  framed?: boolean;
  compact?: boolean;
  rowHeaders?: boolean;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  const table = (
    <Table.ScrollContainer minWidth={compact ? 0 : 320}>
      <Table
        verticalSpacing={compact ? 4 : "xs"}
        fz={compact ? "sm" : undefined}
        striped={rowHeaders}
        aria-labelledby={labelledBy}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.title} scope="col" {...(column.numeric ? NUMERIC : {})}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const Cell = rowHeaders && index === 0 ? Table.Th : Table.Td;
                return (
                  <Cell
                    key={column.title}
                    {...(rowHeaders && index === 0 ? { scope: "row" } : {})}
                    {...(column.numeric ? NUMERIC : {})}
                  >
                    {column.render(row)}
                  </Cell>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return framed ? (
    <Paper withBorder radius="md">
      {table}
    </Paper>
  ) : (
    table
  );
}
