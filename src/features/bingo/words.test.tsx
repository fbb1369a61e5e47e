// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bingoLines } from "~/shared/bingo";
import { renderWithTheme } from "~/test/render";
import type { Locale } from "~/shared/i18n/locales";
import { CardProgress, CompletedLines } from "./CardProgress";

afterEach(cleanup);

const lines = bingoLines(3).map((line) => line.id);

function progressIn(locale: Locale, state: Parameters<typeof CardProgress>[0]["state"]) {
  renderWithTheme(
    <>
      <CardProgress state={state} points={state.lines.length === 1 ? 1 : 8} label="Progress" />
      <CompletedLines lines={state.lines} />
    </>,
    { locale },
  );
  const text = [
    screen.getByTestId("bingo-progress").textContent,
    screen.getByTestId("bingo-points").textContent,
  ];
  cleanup();
  return text;
}

describe("a card's progress in the page's language (README \"Languages\")", () => {
  it("says how far the card is, with plurals, in English", () => {
    expect(progressIn("en", { done: 3, total: 9, lines: ["row-0"], full: false })).toEqual([
      "3 of 9 done, 1 line",
      "1 point",
    ]);
    expect(progressIn("en", { done: 0, total: 16, lines: [], full: false })).toEqual([
      "0 of 16 done, 0 lines",
      "8 points",
    ]);
    expect(progressIn("en", { done: 9, total: 9, lines, full: true })).toEqual([
      "9 of 9 done, 8 lines, full card",
      "8 points",
    ]);
  });

  it("says the same in German", () => {
    expect(progressIn("de", { done: 3, total: 9, lines: ["row-0"], full: false })).toEqual([
      "3 von 9 erledigt, 1 Reihe",
      "1 Punkt",
    ]);
    expect(progressIn("de", { done: 9, total: 9, lines, full: true })).toEqual([
      "9 von 9 erledigt, 8 Reihen, volle Karte",
      "8 Punkte",
    ]);
  });

  it("names the completed lines for people", () => {
    const named = ["row-0", "column-2", "diagonal-0", "diagonal-1"];
    renderWithTheme(<CompletedLines lines={named} />);
    expect(
      screen.getByText("Completed lines: Row 1, Column 3, Diagonal ↘, Diagonal ↙"),
    ).toBeTruthy();
    cleanup();
    renderWithTheme(<CompletedLines lines={["column-1"]} />, { locale: "de" });
    expect(screen.getByText("Fertige Reihe: Spalte 2")).toBeTruthy();
  });
});
