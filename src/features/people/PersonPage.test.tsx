// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "~/lib/trpc";
import type { Locale } from "~/shared/i18n/locales";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { PersonPage } from "./PersonPage";

/**
 * Someone's public page in the page's language (README "Languages"), against the real API and
 * database: the sentences with the person's name as written, the cards, and the refills with
 * their plural.
 */

let server: PageApi;
let one = "";
let three = "";

beforeAll(async () => {
  server = await openPageApi();
  const point = await server.prisma.waterPoint.create({ data: { name: "Gate fountain" } });
  const person = (name: string, bottles: number) =>
    server.prisma.user
      .create({
        data: {
          email: `${name.toLowerCase()}@festival.test`,
          name,
          publicProfile: true,
          bottleCollections: { create: { waterPointId: point.id, quantity: bottles } },
        },
      })
      .then((user) => user.id);
  one = await person("Ada", 1);
  three = await person("Bo", 3);
});
afterAll(() => server.close());
afterEach(cleanup);

/** The person the page shows. */
let shown = "";
const Page = api.withTRPC(function Page() {
  return <PersonPage userId={shown} />;
});

async function show(userId: string, locale: Locale) {
  shown = userId;
  renderWithTheme(<Page />, { locale });
  // The first answer of a test file waits for the database to warm up.
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
}

describe("someone's public page", () => {
  it("in German: the name as written, the cards, the hunt and one bottle in the singular", async () => {
    await show(one, "de");
    expect(screen.getByText("Was Ada beim Festival gemacht hat.")).toBeTruthy();
    expect(screen.getByText("noch nicht platziert")).toBeTruthy();
    expect(screen.getByText("Noch keine Erfolge.")).toBeTruthy();
    expect(screen.getByText("Die drei Bingokarten von Ada zum Anschauen:")).toBeTruthy();
    for (const card of ["Leichte Karte", "Mittlere Karte", "Schwere Karte"])
      expect(screen.getByRole("link", { name: card })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Stationsjagd von Ada" })).toBeTruthy();
    expect(screen.getByText("1 Flasche aufgefüllt.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nachhaltigkeits-Fortschritt von Ada" })).toBeTruthy();
  });

  it("three bottles in the plural, in German and in English", async () => {
    await show(three, "de");
    expect(screen.getByText("3 Flaschen aufgefüllt.")).toBeTruthy();
    cleanup();
    await show(three, "en");
    expect(screen.getByText("3 bottles refilled.")).toBeTruthy();
    expect(screen.getByText("Bo’s three bingo cards, to look at:")).toBeTruthy();
    cleanup();
    await show(one, "en");
    expect(screen.getByText("1 bottle refilled.")).toBeTruthy();
  });
});
