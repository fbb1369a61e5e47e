// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { FigureTable, type FigureColumn } from "./FigureTable";

type Hour = { hour: string; scans: number };
const HOURS: Hour[] = [
  { hour: "14:00", scans: 3 },
  { hour: "15:00", scans: 12 },
];
const COLUMNS: FigureColumn<Hour>[] = [
  { title: "Hour", render: (row) => row.hour },
  { title: "Scans", numeric: true, render: (row) => row.scans },
];

afterEach(cleanup);

describe("FigureTable", () => {
  it("is named by its heading and adds no region of its own under it", () => {
    renderWithTheme(
      <section aria-labelledby="hours">
        <h2 id="hours">The last hours</h2>
        <FigureTable
          labelledBy="hours"
          rows={HOURS}
          rowKey={(row) => row.hour}
          empty="None"
          columns={COLUMNS}
        />
      </section>,
    );
    const table = screen.getByRole("table", { name: "The last hours" });
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Hour", "Scans"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("cell", { name: "12" }).className).toMatch(/numeric/);
  });

  it("named by its own words, scrolls in a region the keyboard reaches; row headers name the rows", () => {
    renderWithTheme(
      <FigureTable
        label="Scans as a table"
        rows={HOURS}
        rowKey={(row) => row.hour}
        empty="None"
        rowHeaders
        columns={COLUMNS}
      />,
    );
    const region = screen.getByRole("region", { name: "Scans as a table" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table", { name: "Scans as a table" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["14:00", "15:00"]);
  });

  it("says what it has instead of an empty table", () => {
    renderWithTheme(
      <FigureTable
        label="Scans"
        rows={[]}
        rowKey={(row: Hour) => row.hour}
        empty="No scans yet."
        columns={COLUMNS}
      />,
    );
    expect(screen.getByText("No scans yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
