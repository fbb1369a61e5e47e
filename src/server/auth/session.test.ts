import { afterEach, describe, expect, it, vi } from "vitest";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { readSession, startSession } from "./session";

const db = withTestDatabase();
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;
const maxAgeOf = (setCookie: string) => Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);

/** A real signed-in session started now (the clock may be fake). */
async function signedIn() {
  const { user } = await createSession(db.database, "PARTICIPANT");
  const setCookie = await startSession(db.database.prisma, user.id);
  return { userId: user.id, setCookie, cookie: cookieValue(setCookie) };
}

describe("session lifetime", () => {
  it("slides 30 days from the last use", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const { cookie, setCookie } = await signedIn();
    expect(maxAgeOf(setCookie)).toBe(30 * 86_400);
    // Unused for 29 days: still signed in; unused for 31: gone.
    vi.setSystemTime(start + 29 * DAY);
    const used = await readSession(db.database.prisma, cookie);
    expect(used.session).not.toBeNull();
    vi.setSystemTime(start + 29 * DAY + 31 * DAY);
    const stale = await readSession(db.database.prisma, cookie);
    expect(stale.session).toBeNull();
    expect(stale.setCookie).toMatch(/^session=;/);
  });

  it("ends 90 days after signing in, even when used every day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const { cookie, userId } = await signedIn();
    const sessionId = cookie.split("=")[1]!;
    for (let day = 1; day <= 89; day++) {
      vi.setSystemTime(start + day * DAY);
      const { session, setCookie } = await readSession(db.database.prisma, cookie);
      expect(session?.user.id, `day ${day}`).toBe(userId);
      const row = await db.database.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
      // The sliding expiry never reaches past the absolute end, in the database or the cookie.
      expect(row.expiresAt.getTime(), `day ${day}`).toBeLessThanOrEqual(start + 90 * DAY);
      if (setCookie) {
        expect(maxAgeOf(setCookie), `day ${day}`).toBeLessThanOrEqual((90 - day) * 86_400);
      }
    }
    vi.setSystemTime(start + 89 * DAY + 23 * 3_600_000);
    expect((await readSession(db.database.prisma, cookie)).session?.user.id).toBe(userId);

    vi.setSystemTime(start + 90 * DAY + 1000);
    const over = await readSession(db.database.prisma, cookie);
    expect(over.session).toBeNull();
    expect(over.setCookie).toMatch(/^session=;/);
    expect(over.setCookie).toMatch(/Max-Age=0/);
    expect(await db.database.prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();

    vi.setSystemTime(start + 91 * DAY);
    expect((await readSession(db.database.prisma, cookie)).session).toBeNull();
  });

  it("refuses a session signed in more than 90 days ago whatever its stored expiry says", async () => {
    const { cookie } = await signedIn();
    const sessionId = cookie.split("=")[1]!;
    // A row written before the cap existed: expiry slid forward yesterday, sign-in 91 days ago.
    await db.database.prisma.session.update({
      where: { id: sessionId },
      data: {
        loggedInAt: new Date(Date.now() - 91 * DAY),
        expiresAt: new Date(Date.now() + 29 * DAY),
      },
    });
    const { session, setCookie } = await readSession(db.database.prisma, cookie);
    expect(session).toBeNull();
    expect(setCookie).toMatch(/^session=;/);
  });
});
