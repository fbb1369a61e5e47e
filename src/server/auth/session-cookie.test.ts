import { describe, expect, it } from "vitest";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { readSession } from "./session";

// Outside production the cookie is called `session` (see sessionCookieName).
const NAME = "session";

const db = withTestDatabase();

/** Cookies another site on the parent domain, a browser extension or a bug could leave. */
const JUNK: [string, string][] = [
  ["a bad escape", "theme=50%off"],
  ["a lone percent", "a=%"],
  ["a truncated UTF-8 escape", "a=%E0%A4%A"],
  ["pairs without names", "=value; =; ;;"],
  ["no equals sign", "lonely"],
  ["names every object has", "__proto__=x; constructor=y"],
  ["Latin-1 bytes", "\u00fcber=\u00e9"],
  ["an 8000-byte cookie", `big=${"a".repeat(8000)}`],
  ["other cookies of the app, malformed", "pending_scan=%E0%A4%A; lastpath=%"],
];

describe("readSession with hostile Cookie headers", () => {
  it.each(JUNK)("a visitor with %s is a visitor, not an error", async (_, junk) => {
    await expect(readSession(db.database.prisma, junk)).resolves.toEqual({ session: null });
  });

  it.each(JUNK)("a signed-in user with %s stays signed in", async (_, junk) => {
    const session = await createSession(db.database, "PARTICIPANT");
    for (const header of [`${junk}; ${NAME}=${session.id}`, `${NAME}=${session.id}; ${junk}`]) {
      const read = await readSession(db.database.prisma, header);
      expect(read.session?.user.id).toBe(session.user.id);
    }
  });

  it("ignores a session cookie that is not valid percent-encoding", async () => {
    await expect(readSession(db.database.prisma, `${NAME}=%E0%A4%A`)).resolves.toEqual({
      session: null,
    });
  });

  it("clears a readable session cookie that names no session, without a query for junk", async () => {
    for (const value of ["' OR '1'='1", "x".repeat(3000), "not-a-session"]) {
      const read = await readSession(db.database.prisma, `${NAME}=${encodeURIComponent(value)}`);
      expect(read.session).toBeNull();
      expect(read.setCookie).toMatch(/^session=; /);
    }
  });

  it("takes the first of two session cookies", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const first = await readSession(db.database.prisma, `${NAME}=${session.id}; ${NAME}=bogus`);
    expect(first.session?.id).toBe(session.id);
    const bogusFirst = await readSession(
      db.database.prisma,
      `${NAME}=bogus; ${NAME}=${session.id}`,
    );
    expect(bogusFirst.session).toBeNull();
  });
});
