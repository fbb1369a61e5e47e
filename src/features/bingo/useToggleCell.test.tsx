// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bingoSeed } from "../../../prisma/seed-bingo";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { MyBingoCard } from "./MyBingoCard";

/** Taps on my bingo card against the real API and database (see `openPageApi`). */

let server: PageApi;
let session: SessionPayload;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await bingoSeed.catalogue?.(tx);
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  session = await server.signIn("PARTICIPANT");
});
afterEach(async () => {
  server.release();
  cleanup();
  await server.prisma.challenge.updateMany({
    where: { slug: "bingo-easy" },
    data: { endsAt: null },
  });
});

const Page = api.withTRPC(function Page() {
  return (
    <SessionProvider initial={session}>
      <Notifications />
      <MyBingoCard difficulty="easy" />
    </SessionProvider>
  );
});

async function firstCell() {
  // The first answer of a test file waits for the database to warm up.
  const cells = await screen.findAllByRole("button", { pressed: false }, { timeout: 15_000 });
  const cell = cells[0];
  if (!cell) throw new Error("the card has no cell to mark");
  return cell;
}

const marksOfMine = () => server.prisma.bingoMark.count({ where: { userId: session.user.id } });

describe("marking a bingo cell", () => {
  it("shows the mark at once and keeps it when the server agrees", async () => {
    renderWithTheme(<Page />);
    const cell = await firstCell();
    server.hold("POST");
    await userEvent.click(cell);
    expect(cell.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("Saving…")).toBeTruthy();
    server.release();
    await waitFor(() => expect(screen.getByTestId("bingo-points").textContent).toBe("1 point"));
    expect(cell.getAttribute("aria-pressed")).toBe("true");
    expect(await marksOfMine()).toBe(1);
  });

  it("takes the mark back when the server refuses, and says why", async () => {
    renderWithTheme(<Page />);
    const cell = await firstCell();
    // The challenge closes while the card is open: the server refuses the tap.
    await server.prisma.challenge.updateMany({
      where: { slug: "bingo-easy" },
      data: { endsAt: new Date(Date.now() - 60_000) },
    });
    // The card's refetch after the tap waits: what shows is the hook's own rollback.
    server.hold("GET");
    await userEvent.click(cell);
    const said = await screen.findByText(/This challenge is closed: it ended on/);
    // In the card's status region, not in a toast over the card.
    expect(said.closest('[role="status"]')?.getAttribute("data-testid")).toBe("bingo-announcement");
    expect(said.closest(".mantine-Notifications-root")).toBeNull();
    await waitFor(() => expect(cell.getAttribute("aria-pressed")).toBe("false"));
    server.release();
    expect(await marksOfMine()).toBe(0);
  });

  it("takes the mark back after too many taps, showing the wait next to the card", async () => {
    await server.exhaust("bingoTapByUser", session.user.id);
    renderWithTheme(<Page />);
    const cell = await firstCell();
    server.hold("GET");
    await userEvent.click(cell);
    const wait = await screen.findByText(
      /^Too many taps in a short time: try again in \d+ seconds?\.$/,
    );
    // Next to the card (WaitNotice), not in a toast.
    expect(wait.getAttribute("role")).toBe("alert");
    expect(wait.closest(".mantine-Notifications-root")).toBeNull();
    await waitFor(() => expect(cell.getAttribute("aria-pressed")).toBe("false"));
    server.release();
    expect(await marksOfMine()).toBe(0);
  });

  it('says the window\'s refusal in German on a German page (README "Languages")', async () => {
    renderWithTheme(<Page />, { locale: "de" });
    const cell = await firstCell();
    await server.prisma.challenge.updateMany({
      where: { slug: "bingo-easy" },
      data: { endsAt: new Date(Date.now() - 60_000) },
    });
    server.hold("GET");
    await userEvent.click(cell);
    expect(await screen.findByText(/^Diese Challenge ist vorbei: Sie endete am \d/)).toBeTruthy();
    await waitFor(() => expect(cell.getAttribute("aria-pressed")).toBe("false"));
    server.release();
    expect(await marksOfMine()).toBe(0);
  });

  it("says the wait after too many taps in German on a German page", async () => {
    await server.exhaust("bingoTapByUser", session.user.id);
    renderWithTheme(<Page />, { locale: "de" });
    const again = await firstCell();
    server.hold("GET");
    await userEvent.click(again);
    const wait = await screen.findByText(
      /^Zu viel getippt in kurzer Zeit: Versuch es in \d+ Sekunden? wieder\.$/,
    );
    expect(wait.getAttribute("role")).toBe("alert");
    server.release();
    expect(await marksOfMine()).toBe(0);
  });

  it("says a completed line and its achievement in the card's status region, not in toasts", async () => {
    renderWithTheme(<Page />);
    await firstCell();
    const status = screen.getByTestId("bingo-announcement");
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("");
    for (const task of ["Stretch for 5 minutes", "Walk 2,000 steps", "Dance to a whole song"]) {
      const cell = screen.getByRole("button", { name: task });
      await userEvent.click(cell);
      await waitFor(() => expect(screen.queryByText("Saving…")).toBeNull());
    }
    await waitFor(() => expect(status.textContent).toContain("Line complete: Row 1. +6 points"));
    expect(status.textContent).toContain("Achievement unlocked: First line (easy)");
    expect(document.querySelector(".mantine-Notifications-root")?.textContent ?? "").toBe("");
  });
});
