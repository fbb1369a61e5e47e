// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { api } from "~/lib/trpc";
import { formatDate } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { AchievementList } from "./AchievementList";

/**
 * The achievements page in the page's language (README "Languages"), against the real API and
 * database: how many I earned, each card's state, date, progress and holders with their plurals,
 * the badges' names; the titles and descriptions are the festival's content, as written.
 */

let server: PageApi;
let earnedAt: Date;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
  const { user } = await server.signIn("PARTICIPANT");
  // I earned "First steps"; so did one other person.
  const first = await server.prisma.achievement.findUniqueOrThrow({
    where: { key: "first-challenge" },
  });
  const other = await server.prisma.user.create({
    data: { email: "other@festival.test", name: "Other Person" },
  });
  // Only the other person has a first bingo line.
  const line = await server.prisma.achievement.findUniqueOrThrow({
    where: { key: "bingo-line-easy" },
  });
  earnedAt = new Date("2026-07-10T12:00:00Z");
  await server.prisma.userAchievement.createMany({
    data: [
      { userId: user.id, achievementId: first.id, earnedAt },
      { userId: other.id, achievementId: first.id, earnedAt },
      { userId: other.id, achievementId: line.id, earnedAt },
    ],
  });
});
afterAll(() => server.close());
afterEach(cleanup);

const List = api.withTRPC(function List() {
  return <AchievementList />;
});

async function show(locale: Locale) {
  renderWithTheme(<List />, { locale });
  // The first answer of a test file waits for the database to warm up.
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
}

const card = (title: string) => screen.getByRole("article", { name: title });

describe("the achievements page", () => {
  it("in German: my count, an earned card with its date and holders, locked ones with progress", async () => {
    await show("de");
    const total = await server.prisma.achievement.count();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Erfolge");
    expect(screen.getByText(`Du hast 1 von ${total} Erfolgen erzielt.`)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Erzielt" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Noch offen" })).toBeTruthy();

    const first = card("First steps");
    expect(within(first).getByText("Erzielt")).toBeTruthy();
    expect(within(first).getByText(`Erzielt am ${formatDate(earnedAt, "de")}`)).toBeTruthy();
    expect(formatDate(earnedAt, "de")).toBe("10. Juli 2026");
    expect(within(first).getByText("Von 2 Personen erzielt")).toBeTruthy();
    expect(within(first).getByRole("img").getAttribute("alt")).toBe(
      "Abzeichen First steps, erzielt",
    );

    const explorer = card("Station explorer");
    expect(within(explorer).getByText("Gesperrt")).toBeTruthy();
    expect(within(explorer).getByText("0 von 5")).toBeTruthy();
    expect(within(explorer).getByText("Noch niemand hat ihn erzielt")).toBeTruthy();
    expect(within(explorer).getByRole("progressbar").getAttribute("aria-label")).toBe(
      "Fortschritt zu Station explorer",
    );
    expect(within(explorer).getByRole("img").getAttribute("alt")).toBe(
      "Abzeichen Station explorer, gesperrt",
    );
    expect(screen.queryByText(/Locked|Earned|Nobody|of 5/)).toBeNull();
  });

  it("one holder in the singular, and English as before", async () => {
    await show("de");
    const line = await server.prisma.achievement.findUniqueOrThrow({
      where: { key: "bingo-line-easy" },
    });
    expect(within(card(line.title)).getByText("Von 1 Person erzielt")).toBeTruthy();
    cleanup();

    await show("en");
    const total = await server.prisma.achievement.count();
    expect(screen.getByText(`You earned 1 of ${total} achievements.`)).toBeTruthy();
    const first = card("First steps");
    expect(within(first).getByText("Earned by 2 people")).toBeTruthy();
    expect(within(card(line.title)).getByText("Earned by 1 person")).toBeTruthy();
    expect(within(first).getByText("Earned on 10 Jul 2026")).toBeTruthy();
    expect(within(card("Station explorer")).getByText("0 of 5")).toBeTruthy();
    expect(within(card("Station explorer")).getByText("Nobody has earned it yet")).toBeTruthy();
    expect(within(first).getByRole("img").getAttribute("alt")).toBe("First steps badge, earned");
  });
});
