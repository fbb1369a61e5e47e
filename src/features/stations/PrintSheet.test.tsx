// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { PrintSheet } from "./PrintSheet";
import { qrRows } from "./qr-matrix";

afterEach(cleanup);

const card = {
  id: "s1",
  label: "Kompostecke",
  points: 10,
  rows: qrRows("http://festival.test/challenge/sustainability/challenge?qr=abc"),
};

describe('the station cards in the page\'s language (README "Languages")', () => {
  it("in German: the sheet, each card's words and its points", () => {
    renderWithTheme(<PrintSheet cards={[card]} />, { locale: "de", namespaces: ["stationsAdmin"] });
    expect(screen.getByRole("heading", { level: 1, name: "Stationskarten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Drucken" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zu den QR-Stationen" })).toBeTruthy();
    const printed = screen.getByRole("article", { name: "Karte von Kompostecke" });
    expect(within(printed).getByText("Nachhaltigkeits-Station")).toBeTruthy();
    expect(within(printed).getByRole("img", { name: "QR-Code von Kompostecke" })).toBeTruthy();
    expect(printed.textContent).toContain(
      "Die Station zählt für die Stationsjagd des Festivals (10 Punkte, einmal pro Person).",
    );
  });

  it("in English, as before; with no cards it says so", () => {
    renderWithTheme(<PrintSheet cards={[{ ...card, points: 1 }]} />);
    const printed = screen.getByRole("article", { name: "Card of Kompostecke" });
    expect(printed.textContent).toContain(
      "Scan this code with your phone's camera and open the link: the station counts for the festival's station hunt (1 point, once per person).",
    );
    cleanup();
    renderWithTheme(<PrintSheet cards={[]} />, { locale: "de", namespaces: ["stationsAdmin"] });
    expect(screen.getByText("Keine aktiven Stationen zum Drucken.")).toBeTruthy();
  });
});
