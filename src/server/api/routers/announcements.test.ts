import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { activeAnnouncementsFor } from "~/server/services/announcements";
import { live } from "~/server/services/live-updates";
import { ACTORS, callerAs, callerFor, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { expectOnlyFor, fieldErrorsOf, refusal } from "~/test/refusals";

const db = withTestDatabase();

const HOUR = 3_600_000;
const base = {
  message: "The bingo stage moves to the big tent at 15:00.",
  link: null,
  level: "INFO",
  startsAt: null,
  endsAt: null,
} as const;

async function staff() {
  return (await signedIn(db.database, "MODERATOR")).caller;
}

describe("announcements router", () => {
  for (const actor of ACTORS) {
    it(`lets ${actor} publish, edit and withdraw only as a moderator or admin`, async () => {
      const caller = await callerAs(db.database, actor);
      const existing = await (await staff()).announcements.publish(base);
      await expectOnlyFor("MODERATOR", actor, [
        () => caller.announcements.list(),
        () => caller.announcements.publish(base),
        () => caller.announcements.update({ ...base, id: existing.id, message: "Moved again." }),
        () => caller.announcements.withdraw({ id: existing.id }),
      ]);
    });

    it(`shows the current announcements to ${actor}`, async () => {
      const published = await (
        await staff()
      ).announcements.publish({
        ...base,
        message: `For ${actor}`,
      });
      const caller = await callerAs(db.database, actor);
      const current = await caller.announcements.current();
      expect(current.find((item) => item.id === published.id)).toMatchObject({
        message: `For ${actor}`,
        dismissed: false,
      });
    });
  }

  it("audits each change with its own action", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    const created = await caller.announcements.publish(base);
    await caller.announcements.update({ ...base, id: created.id, level: "URGENT" });
    await caller.announcements.withdraw({ id: created.id });
    const rows = await db.database.prisma.auditLog.findMany({
      where: { targetType: "Announcement", targetId: created.id },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => row.action)).toEqual([
      "announcement.publish",
      "announcement.update",
      "announcement.withdraw",
    ]);
    expect(rows.every((row) => row.actorId === session.user.id)).toBe(true);
  });

  it("bounds the message at 280 characters of plain text", async () => {
    const caller = await staff();
    const empty = await refusal(caller.announcements.publish({ ...base, message: " \n " }));
    expect(fieldErrorsOf(empty).message).toEqual(["Write the announcement."]);
    const long = await refusal(caller.announcements.publish({ ...base, message: "x".repeat(281) }));
    expect(long.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(long).message).toEqual(["At most 280 characters."]);
    const markup = "<b>Rain</b> shelter in <script>alert(1)</script> hall B";
    const stored = await caller.announcements.publish({ ...base, message: markup });
    expect(stored.message).toBe(markup);
    await expect(
      caller.announcements.publish({ ...base, message: "x".repeat(280) }),
    ).resolves.toMatchObject({ level: "INFO" });
  });

  it("accepts a link only when it is a path of this app", async () => {
    const caller = await staff();
    for (const link of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/.//evil.example",
      "javascript:alert(1)",
      "challenge/care",
      "/\tx",
      "/" + "a".repeat(400),
    ]) {
      const refused = await refusal(caller.announcements.publish({ ...base, link }));
      expect(refused.code, link).toBe("BAD_REQUEST");
      expect(fieldErrorsOf(refused).link?.length, link).toBe(1);
    }
    const ok = await caller.announcements.publish({ ...base, link: "/challenge/care?x=1#wall" });
    expect(ok.link).toBe("/challenge/care?x=1#wall");
    const none = await caller.announcements.publish({ ...base, link: "  " });
    expect(none.link).toBeNull();
  });

  it("refuses an end that is not after the start", async () => {
    const caller = await staff();
    const at = new Date(Date.now() + HOUR);
    for (const endsAt of [at, new Date(at.getTime() - 60_000)]) {
      const refused = await refusal(
        caller.announcements.publish({ ...base, startsAt: at, endsAt }),
      );
      expect(fieldErrorsOf(refused).endsAt).toEqual(["The end must be after the start."]);
    }
    const created = await caller.announcements.publish(base);
    const update = await refusal(
      caller.announcements.update({ ...base, id: created.id, startsAt: at, endsAt: at }),
    );
    expect(update.code).toBe("BAD_REQUEST");
  });

  it("shows neither withdrawn, ended nor scheduled announcements, and says where each stands", async () => {
    const caller = await staff();
    const now = Date.now();
    const current = await caller.announcements.publish({ ...base, message: "Now" });
    const ended = await caller.announcements.publish({
      ...base,
      message: "Ended",
      startsAt: new Date(now - 2 * HOUR),
      endsAt: new Date(now - HOUR),
    });
    const scheduled = await caller.announcements.publish({
      ...base,
      message: "Later",
      startsAt: new Date(now + HOUR),
    });
    const withdrawn = await caller.announcements.publish({ ...base, message: "Taken back" });
    await caller.announcements.withdraw({ id: withdrawn.id });

    const visitor = await callerAs(db.database, "anonymous");
    const shown = (await visitor.announcements.current()).map((item) => item.id);
    expect(shown).toContain(current.id);
    expect(shown).not.toContain(ended.id);
    expect(shown).not.toContain(scheduled.id);
    expect(shown).not.toContain(withdrawn.id);

    const states = new Map(
      (await caller.announcements.list()).map((item) => [item.id, item.state]),
    );
    expect(states.get(current.id)).toBe("current");
    expect(states.get(ended.id)).toBe("past");
    expect(states.get(scheduled.id)).toBe("scheduled");
    expect(states.get(withdrawn.id)).toBe("withdrawn");

    // The scheduled one appears once its start has come.
    const later = await activeAnnouncementsFor(db.database.prisma, null, new Date(now + 2 * HOUR));
    expect(later.map((item) => item.id)).toContain(scheduled.id);

    // Each refusal by key too (README "Languages"): the editor words it in its language.
    await expect(caller.announcements.withdraw({ id: withdrawn.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This announcement was already withdrawn.",
      cause: { text: { key: "announcements.server.alreadyWithdrawn" } },
    });
    await expect(
      caller.announcements.update({ ...base, id: withdrawn.id, message: "Back?" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A withdrawn announcement cannot be edited.",
      cause: { text: { key: "announcements.server.withdrawnNoEdit" } },
    });
    await expect(caller.announcements.withdraw({ id: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such announcement.",
      cause: { text: { key: "announcements.server.noSuchAnnouncement" } },
    });
  });

  it("keeps a dismissal per account, on every device of that person, and refuses it for urgent ones", async () => {
    const caller = await staff();
    await db.database.prisma.announcement.deleteMany();
    const info = await caller.announcements.publish({ ...base, message: "Info" });
    const urgent = await caller.announcements.publish({
      ...base,
      message: "Storm: go to hall B",
      level: "URGENT",
    });
    const person = await signedIn(db.database, "PARTICIPANT");
    await person.caller.announcements.dismiss({ id: info.id });
    await person.caller.announcements.dismiss({ id: info.id });

    // Another session (another phone) of the same person.
    const first = person.session;
    const second = await db.database.prisma.session.create({
      data: {
        id: randomBytes(20).toString("hex"),
        userId: first.user.id,
        expiresAt: new Date(Date.now() + HOUR),
      },
    });
    const phone = callerFor(db.database, { ...first, id: second.id }).caller;
    const seen = await phone.announcements.current();
    expect(seen.find((item) => item.id === info.id)?.dismissed).toBe(true);
    // Urgent first; someone else still sees the info one.
    expect(seen.map((item) => item.id)).toEqual([urgent.id, info.id]);
    const someoneElse = await callerAs(db.database, "PARTICIPANT");
    expect(
      (await someoneElse.announcements.current()).find((item) => item.id === info.id)?.dismissed,
    ).toBe(false);

    const refused = await refusal(person.caller.announcements.dismiss({ id: urgent.id }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toBe("An urgent announcement stays until it ends.");
    await caller.announcements.withdraw({ id: info.id });
    await expect(person.caller.announcements.dismiss({ id: info.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("tells the wall's stream at each change", async () => {
    const caller = await staff();
    const before = live().latest("announcements");
    const created = await caller.announcements.publish(base);
    const afterPublish = live().latest("announcements");
    expect(afterPublish).not.toBe(before);
    await caller.announcements.withdraw({ id: created.id });
    expect(live().latest("announcements")).not.toBe(afterPublish);
  });
});
