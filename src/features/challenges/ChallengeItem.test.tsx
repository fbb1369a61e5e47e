// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import { renderWithTheme } from "~/test/render";
import { ChallengeItem, type CatalogueChallenge, type MyParticipation } from "./ChallengeItem";
import { MyProgressSummary } from "./MyProgressSummary";

afterEach(cleanup);

/** A station hunt open until 24 Nov 2026, 14:05 on the festival's clocks (Europe/Berlin). */
const hunt: CatalogueChallenge = {
  id: "hunt",
  slug: "station-hunt",
  area: "SUSTAINABILITY",
  kind: "STATION_HUNT",
  title: "Station hunt",
  summary: "Find the stations.",
  description: "Scan them all.",
  points: 0,
  goal: 8,
  startsAt: null,
  endsAt: new Date("2026-11-24T13:05:00Z"),
  window: "open",
  participants: 1234,
};

const inProgress: MyParticipation = {
  challengeId: "hunt",
  status: "IN_PROGRESS",
  joinedAt: new Date("2026-11-20T10:00:00Z"),
  completedAt: null,
  points: 1,
  progress: { current: 3, target: 8 },
};

function row(
  locale: Locale,
  props: {
    challenge?: CatalogueChallenge;
    participation?: MyParticipation | null;
    joining?: boolean;
    onJoin?: (challenge: CatalogueChallenge) => void;
  } = {},
) {
  return renderWithTheme(
    <ChallengeItem
      challenge={props.challenge ?? hunt}
      participation={props.participation ?? null}
      signedIn
      joining={props.joining ?? false}
      onJoin={props.onJoin ?? vi.fn()}
    />,
    { locale },
  );
}

describe('a challenge row in the page\'s language (README "Languages")', () => {
  it("keeps its English words", () => {
    row("en", { participation: inProgress });
    expect(screen.getByText("In progress")).toBeTruthy();
    expect(screen.getByText("Station hunt", { selector: "span" })).toBeTruthy();
    expect(screen.getByText("10 points per station · 1234 taking part")).toBeTruthy();
    expect(screen.getByText("Open until 24 Nov 2026, 14:05")).toBeTruthy();
    expect(screen.getByText("3 of 8 stations · 1 point")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progress in Station hunt" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Details about Station hunt" })).toBeTruthy();
  });

  it("says its status, kind, reward, window and progress in German", () => {
    row("de", { participation: inProgress });
    expect(screen.getByText("Läuft")).toBeTruthy();
    expect(screen.getByText("Stationsjagd")).toBeTruthy();
    expect(screen.getByText("10 Punkte pro Station · 1.234 machen mit")).toBeTruthy();
    expect(screen.getByText("Läuft bis 24. Nov. 2026, 14:05")).toBeTruthy();
    expect(screen.getByText("3 von 8 Stationen · 1 Punkt")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Fortschritt bei Station hunt" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Details zu Station hunt" })).toBeTruthy();
    // The challenge's own title and summary are the festival's content: as they came.
    expect(screen.getByRole("heading", { name: "Station hunt" })).toBeTruthy();
    expect(screen.getByText("Find the stations.")).toBeTruthy();
  });

  it("offers joining an open challenge, and says when a closed one ended, in German", () => {
    row("de");
    expect(screen.getByRole("button", { name: "Mitmachen bei Station hunt" })).toBeTruthy();
    cleanup();
    const sketch: CatalogueChallenge = {
      ...hunt,
      kind: "SUBMISSION",
      title: "Festival sketch",
      points: 15,
      participants: 1,
      window: "closed",
      endsAt: new Date("2021-06-01T08:30:00Z"),
    };
    row("de", { challenge: sketch });
    expect(screen.getByText("Beendet am 1. Juni 2021, 10:30")).toBeTruthy();
    expect(screen.getByText("15 Punkte · 1 macht mit")).toBeTruthy();
    expect(
      screen
        .getByRole("button", { name: "Mitmachen bei Festival sketch" })
        .hasAttribute("disabled"),
    ).toBe(true);
  });

  it("words each status and kind of progress by key", () => {
    row("de", { participation: { ...inProgress, status: "NOT_STARTED", progress: null } });
    expect(screen.getByText("Dabei")).toBeTruthy();
    cleanup();
    row("de", {
      challenge: { ...hunt, kind: "WATER_BOTTLE" },
      participation: {
        ...inProgress,
        status: "COMPLETED",
        points: 20,
        progress: { current: 12, target: 10 },
      },
    });
    expect(screen.getByText("Geschafft")).toBeTruthy();
    expect(screen.getByText("10 von 10 Flaschen · 20 Punkte")).toBeTruthy();
    cleanup();
    row("de", {
      challenge: { ...hunt, kind: "BINGO" },
      participation: { ...inProgress, progress: { current: 0, target: 1 } },
    });
    expect(screen.getByText("Karte noch nicht voll · 1 Punkt")).toBeTruthy();
  });
});

describe("my progress above the catalogue", () => {
  const mine = {
    total: 1234,
    rank: 3,
    rankedUsers: 40,
    challenges: [],
    areas: [
      { area: "ARTS" as const, challenges: 3, joined: 2, completed: 1, points: 15 },
      { area: "CARE" as const, challenges: 2, joined: 1, completed: 0, points: 0 },
    ],
  };

  it("says points, rank and completed challenges in German, numbers as German write them", () => {
    renderWithTheme(<MyProgressSummary mine={mine} />, { locale: "de" });
    expect(screen.getByRole("region", { name: "Mein Fortschritt" })).toBeTruthy();
    expect(screen.getByText("1.234 Punkte")).toBeTruthy();
    expect(screen.getByText("#3 von 40")).toBeTruthy();
    expect(screen.getByText("1 von 3 mitgemacht")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alle meine Challenges ansehen" })).toBeTruthy();
    cleanup();
    renderWithTheme(<MyProgressSummary mine={{ ...mine, rank: null }} />);
    expect(screen.getByText("1,234 points")).toBeTruthy();
    expect(screen.getByText("Not ranked yet")).toBeTruthy();
  });
});

describe("joining from a challenge row", () => {
  it("joins the row's challenge on a tap, and is busy and not tappable while it joins", () => {
    const onJoin = vi.fn();
    row("en", { onJoin });
    // The row is an article named by its challenge, so a screen reader can jump row by row.
    const article = screen.getByRole("article", { name: "Station hunt" });
    const join = within(article).getByRole("button", { name: "Join Station hunt" });
    expect(join.hasAttribute("disabled")).toBe(false);
    join.click();
    expect(onJoin).toHaveBeenCalledWith(hunt);
    cleanup();
    row("en", { joining: true, onJoin });
    const busy = screen.getByRole("button", { name: "Join Station hunt" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.hasAttribute("disabled")).toBe(true);
  });
});
