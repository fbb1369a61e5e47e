// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { WallImpactSlide, WallTeamsSlide } from "./WallInterludes";
import type { WallImpact } from "./WallImpactSlide";

afterEach(cleanup);

beforeAll(() => {
  // The slides shrink their text to fit (useWallFit): happy-dom measures nothing, so every size fits.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", { value: { ready: Promise.resolve() } });
});

const impact: WallImpact = {
  generatedAt: new Date("2026-07-04T12:00:00Z"),
  bottlesRefilled: 1234,
  singleUseBottlesAvoided: 1,
  co2eGramsAvoided: 12_450,
  stationsScanned: 56_789,
  bingoLines: 2,
  carePosts: 1,
  topTeams: [
    { id: "a", name: "Die Heldinnen", rank: 1, average: 12.5, members: 3 },
    { id: "b", name: "Solo crew", rank: 2, average: 1, members: 1 },
  ],
  minRankedMembers: 3,
};

/** Each figure of the slide as a screen reader reads it: its number, then its words. */
function figures() {
  return within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("the wall's interludes in the page's language (README \"Languages\")", () => {
  it("shows the festival's figures in English as before", () => {
    renderWithTheme(<WallImpactSlide impact={impact} />);
    expect(screen.getByRole("heading", { level: 2, name: "Together so far" })).toBeTruthy();
    expect(figures()).toEqual([
      "1,234 bottles refilled",
      "1 single-use bottle avoided",
      "12.5 kg CO2e avoided",
      "56,789 stations scanned",
      "2 bingo lines",
      "1 thank-you or kind act",
    ]);
  });

  it("shows them in German, numbers as German write them", () => {
    renderWithTheme(<WallImpactSlide impact={impact} />, { locale: "de" });
    expect(screen.getByRole("region", { name: "Gemeinsam bisher" })).toBeTruthy();
    expect(screen.getByText("Was alle auf dem Festival geschafft haben, live")).toBeTruthy();
    expect(figures()).toEqual([
      "1.234 Flaschen aufgefüllt",
      "1 Einwegflasche vermieden",
      "12,5 kg CO2e vermieden",
      "56.789 Stationen gescannt",
      "2 Bingo-Reihen",
      "1 Dankeschön oder gute Tat",
    ]);
  });

  it("shows the top teams in English as before", () => {
    renderWithTheme(<WallTeamsSlide impact={impact} />);
    const region = screen.getByRole("region", { name: "Top teams" });
    expect(within(region).getByText("Average points per member · teams of 3 or more")).toBeTruthy();
    const rows = within(region).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "1 Die Heldinnen 3 members 12.5 points per member",
      "2 Solo crew 1 member 1 point per member",
    ]);
  });

  it("shows the top teams in German, team names as they were written", () => {
    renderWithTheme(<WallTeamsSlide impact={impact} />, { locale: "de" });
    const region = screen.getByRole("region", { name: "Top-Teams" });
    expect(
      within(region).getByText("Durchschnittliche Punkte pro Mitglied · Teams ab 3 Mitgliedern"),
    ).toBeTruthy();
    const rows = within(region).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "1 Die Heldinnen 3 Mitglieder 12,5 Punkte pro Mitglied",
      "2 Solo crew 1 Mitglied 1 Punkt pro Mitglied",
    ]);
  });
});
