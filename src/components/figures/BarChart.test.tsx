// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { BarChart } from "./BarChart";

type Hour = { at: string; scans: number; bottles: number };
const HOURS: Hour[] = [
  { at: "14:00", scans: 3, bottles: 0 },
  { at: "15:00", scans: 12, bottles: 4 },
  { at: "16:00", scans: 0, bottles: 0 },
];

afterEach(cleanup);

/** The hours' scans and bottles as a chart named `label`. */
function renderChart(label: string, stacked = false) {
  return renderWithTheme(
    <BarChart
      label={label}
      height={200}
      stacked={stacked}
      rows={HOURS}
      rowLabel={(row) => row.at}
      format={(value) => `${value}`}
      series={[
        { label: "Station scans", color: "teal", value: (row) => row.scans },
        { label: "Bottles refilled", color: "blue", value: (row) => row.bottles },
      ]}
    />,
  );
}

describe("BarChart", () => {
  it("draws a bar per non-zero figure, in its series' colour, as one named image with a legend", () => {
    const { container } = renderChart("Scans and bottles per hour");
    const chart = screen.getByRole("img", { name: "Scans and bottles per hour" });
    const bars = container.querySelectorAll("rect");
    expect(bars).toHaveLength(3);
    expect([...bars].map((bar) => bar.getAttribute("fill"))).toEqual([
      "var(--mantine-color-teal-6)",
      "var(--mantine-color-teal-6)",
      "var(--mantine-color-blue-6)",
    ]);
    // Pointing at a bar tells its row, series and figure.
    expect(bars[2]?.textContent).toBe("15:00 · Bottles refilled: 4");
    // Round values up the side (the scale tops at the tick above 12), every row labelled below.
    expect(within(chart).getByText("15")).toBeTruthy();
    for (const hour of HOURS) expect(within(chart).getByText(hour.at)).toBeTruthy();
    const legend = screen.getByRole("list");
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Station scans", "Bottles refilled"]);
  });

  it("stacks a row's figures in one column when stacked", () => {
    const { container } = renderChart("Stacked", true);
    const [, scans, bottles] = [...container.querySelectorAll("rect")];
    expect(scans?.getAttribute("x")).toBe(bottles?.getAttribute("x"));
    expect(scans?.getAttribute("width")).toBe(bottles?.getAttribute("width"));
    expect(
      Number(bottles?.getAttribute("y")) + Number(bottles?.getAttribute("height")),
    ).toBeCloseTo(Number(scans?.getAttribute("y")));
  });
});
