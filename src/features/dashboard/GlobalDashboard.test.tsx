// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { api } from "~/lib/trpc";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { GlobalDashboard } from "./GlobalDashboard";

// No live stream in this process: the dashboard polls, as it does while its stream is down, and
// the server's cache goes by time alone (its live events read the server's environment, which a
// browser-side test cannot).
vi.mock("~/lib/live-updates", () => ({ useLiveRefetch: () => false }));
vi.mock("~/server/services/live-updates", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  live: () => ({ latest: () => "test", publish: () => {} }),
}));

/** The dashboard against the real API and database (see `openPageApi`), in the page's language. */

let server: PageApi;

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
  // A participant with a private profile and a great many points: numbers with thousands.
  const person = await server.signIn("PARTICIPANT");
  await server.prisma.pointEntry.create({
    data: {
      userId: person.user.id,
      area: "ARTS",
      amount: 12_345,
      reason: "A test's many points",
      sourceType: "SUBMISSION",
      sourceId: "dashboard-test",
    },
  });
});
afterAll(() => server.close());
afterEach(cleanup);

const Page = api.withTRPC(GlobalDashboard);

describe('the festival dashboard in the page\'s language (README "Languages")', () => {
  it("says its figures in German, numbers as German write them", async () => {
    renderWithTheme(<Page />, { locale: "de" });
    // The first answer of a test file waits for the database to warm up.
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Festival-Dashboard" },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^Was das ganze Festival zusammen geschafft hat\. Stand: \d\d:\d\d:\d\d Uhr\.$/,
      ),
    ).toBeTruthy();
    const points = screen.getByText("Verdiente Punkte").parentElement;
    expect(points?.textContent).toBe("Verdiente Punkte12.345");

    const areas = screen.getByRole("region", { name: "Nach Bereich" });
    const arts = within(areas).getByRole("article", { name: "Kunst" });
    expect(arts.textContent).toContain("Punkte12.345");

    const activity = screen.getByRole("region", { name: "Aktivität im Verlauf" });
    expect(within(activity).getByText(/^Aktionen pro (Stunde|Tag) und Bereich\.$/)).toBeTruthy();
    const table = within(activity).getByRole("region", {
      name: "Aktivität nach Bereich als Tabelle",
    });
    const header = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      expect.stringMatching(/^(Stunde|Tag)$/),
      "Sport und Fitness",
      "Kunst",
      "Nachhaltigkeit",
      "Dankbarkeit und Fürsorge",
    ]);
    // Hours and days on the festival's clocks, as German writes them: "24. Nov., 14:00".
    const hours = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent ?? "");
    expect(hours.length).toBeGreaterThan(0);
    for (const hour of hours) expect(hour).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.?(, \d\d:00)?$/);

    const leaderboard = screen.getByRole("table", { name: "Bestenliste" });
    const first = within(leaderboard).getAllByRole("row")[1];
    expect(first?.textContent).toBe("1Anonym12.345");
    expect(within(leaderboard).getByRole("columnheader", { name: "Rang" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Erfolge" })).toBeTruthy();
  });

  it("keeps its English words and numbers", async () => {
    renderWithTheme(<Page />);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Festival dashboard" },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("Points earned").parentElement?.textContent).toBe(
      "Points earned12,345",
    );
    const leaderboard = screen.getByRole("table", { name: "Leaderboard" });
    expect(within(leaderboard).getAllByRole("row")[1]?.textContent).toBe("1Anonymous12,345");
  });
});
