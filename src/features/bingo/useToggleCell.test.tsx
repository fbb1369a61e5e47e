// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bingoSeed } from "../../../prisma/seed-bingo";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import { appRouter } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { toSessionPayload, type AuthSession } from "~/server/auth/session";
import { LIMITS, rateLimitsFor } from "~/server/infra/rate-limit";
import { createSession, outboxMailer } from "~/test/callers";
import { createTestDatabase, type TestDatabase } from "~/test/database";
import { renderWithTheme } from "~/test/render";
import { MyBingoCard } from "./MyBingoCard";

/**
 * The bingo card's taps against the real API and database: the page's tRPC client talks to the
 * app's router in this process (the browser's fetch hands each request to tRPC's fetch adapter),
 * so what the card shows is what the server answered. `hold` keeps requests of one method back
 * until released: POST (the tap) to see the card before the server has spoken, GET (the card's
 * refetch after a tap) to see what the hook itself did with the answer.
 */

let db: TestDatabase;
let session: AuthSession;
let held: { method: string; released: Promise<void> } | null = null;
let release = () => {};
const browserFetch = globalThis.fetch;

function hold(method: "GET" | "POST") {
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = { method, released };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.database.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await bingoSeed.catalogue?.(tx);
  });
  globalThis.fetch = async (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      "http://festival.test",
    );
    const request = new Request(url, init);
    if (held && request.method === held.method) await held.released;
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: request,
      // As a request's context (testContext), with the public URL given: this process is a
      // browser, where the server's environment variables are out of reach.
      createContext: () =>
        createInnerContext({
          database: db.database,
          session,
          mailer: outboxMailer(),
          appUrl: "http://festival.test",
          setCookie: () => {},
        }),
    });
  };
});
afterAll(async () => {
  globalThis.fetch = browserFetch;
  await db.close();
});
beforeEach(async () => {
  session = await createSession(db.database, "PARTICIPANT");
  held = null;
});
afterEach(async () => {
  release();
  cleanup();
  await db.database.prisma.challenge.updateMany({
    where: { slug: "bingo-easy" },
    data: { endsAt: null },
  });
});

const Page = api.withTRPC(function Page() {
  return (
    <SessionProvider initial={toSessionPayload(session)}>
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

describe("marking a bingo cell", () => {
  it("shows the mark at once and keeps it when the server agrees", async () => {
    renderWithTheme(<Page />);
    const cell = await firstCell();
    hold("POST");
    await userEvent.click(cell);
    expect(cell.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("Saving…")).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByTestId("bingo-points").textContent).toBe("1 point"));
    expect(cell.getAttribute("aria-pressed")).toBe("true");
    const marks = await db.database.prisma.bingoMark.count({ where: { userId: session.user.id } });
    expect(marks).toBe(1);
  });

  it("takes the mark back when the server refuses, and says why", async () => {
    renderWithTheme(<Page />);
    const cell = await firstCell();
    // The challenge closes while the card is open: the server refuses the tap.
    await db.database.prisma.challenge.updateMany({
      where: { slug: "bingo-easy" },
      data: { endsAt: new Date(Date.now() - 60_000) },
    });
    // The card's refetch after the tap waits: what shows is the hook's own rollback.
    hold("GET");
    await userEvent.click(cell);
    expect(await screen.findByText(/This challenge is closed: it ended on/)).toBeTruthy();
    await waitFor(() => expect(cell.getAttribute("aria-pressed")).toBe("false"));
    release();
    const marks = await db.database.prisma.bingoMark.count({ where: { userId: session.user.id } });
    expect(marks).toBe(0);
  });

  it("takes the mark back after too many taps, showing the wait next to the card", async () => {
    const limits = rateLimitsFor(db.database.prisma);
    for (let tap = 0; tap < LIMITS.bingoTapByUser.points; tap += 1)
      await limits.consume("bingoTapByUser", session.user.id);
    renderWithTheme(<Page />);
    const cell = await firstCell();
    hold("GET");
    await userEvent.click(cell);
    const wait = await screen.findByText(
      /^Too many taps in a short time: try again in \d+ seconds?\.$/,
    );
    // Next to the card (WaitNotice), not in a toast.
    expect(wait.getAttribute("role")).toBe("alert");
    expect(wait.closest(".mantine-Notifications-root")).toBeNull();
    await waitFor(() => expect(cell.getAttribute("aria-pressed")).toBe("false"));
    release();
  });
});
