import { describe, expect, it } from "vitest";
import { signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { refusal } from "~/test/refusals";

/**
 * Announcements in the inbox (issue R9 items 1 and 2, README "Notification inbox"): each one shown
 * now is an entry of everyone's inbox; read there or closed on the banner is the same thing.
 */
const db = withTestDatabase();

const publish = async (message: string, level: "INFO" | "URGENT" = "INFO") => {
  const staff = await signedIn(db.database, "MODERATOR");
  const published = await staff.caller.announcements.publish({
    message,
    link: "/challenge/care",
    level,
    startsAt: null,
    endsAt: null,
  });
  return { staff, id: published.id };
};

describe("announcements in the inbox", () => {
  it("are entries of everyone's inbox, counted by the bell until read, and read means closed", async () => {
    const me = await signedIn(db.database, "PARTICIPANT");
    const before = (await me.caller.inbox.unread()).unread;
    const { id } = await publish("The bingo stage moves to the lake at 15:00");
    expect((await me.caller.inbox.unread()).unread).toBe(before + 1);
    const entry = (await me.caller.inbox.list()).entries.find((row) => row.id === id);
    expect(entry).toMatchObject({
      source: "announcement",
      kind: "ANNOUNCEMENT",
      title: "The bingo stage moves to the lake at 15:00",
      link: "/challenge/care",
      read: false,
    });

    await expect(me.caller.inbox.markRead({ id })).resolves.toEqual({ unread: before });
    // Read in the inbox: closed on the banner too, on every device of mine.
    const banner = await me.caller.announcements.current();
    expect(banner.find((row) => row.id === id)?.dismissed).toBe(true);
    // And it is in my data download.
    const data = await me.caller.account.exportData();
    expect(data.announcementsClosed).toEqual([
      expect.objectContaining({ message: "The bingo stage moves to the lake at 15:00" }),
    ]);
    // Someone else still has it unread.
    const other = await signedIn(db.database, "PARTICIPANT");
    expect((await other.caller.inbox.list()).entries.find((row) => row.id === id)?.read).toBe(
      false,
    );
  });

  it("an urgent one read in the inbox stays on the banner until it ends", async () => {
    const me = await signedIn(db.database, "PARTICIPANT");
    const { id } = await publish("Storm: shelter in the big tent now", "URGENT");
    await me.caller.inbox.markRead({ id });
    const entry = (await me.caller.inbox.list()).entries.find((row) => row.id === id);
    expect(entry).toMatchObject({ kind: "ANNOUNCEMENT_URGENT", read: true });
    const banner = await me.caller.announcements.current();
    expect(banner.find((row) => row.id === id)).toMatchObject({ dismissed: false });
  });

  it("mark all read covers them; a withdrawn one leaves the inbox and cannot be marked", async () => {
    const me = await signedIn(db.database, "PARTICIPANT");
    const { staff, id } = await publish("Prize giving at 17:00 by the main stage");
    await db.database.prisma.notification.create({
      data: { userId: me.session.user.id, kind: "TEAM", title: "Someone joined your team" },
    });
    const marked = await me.caller.inbox.markAllRead();
    expect(marked.unread).toBe(0);
    expect(marked.marked).toBeGreaterThanOrEqual(2);

    const { id: withdrawn } = await publish("Wrong time, ignore");
    await staff.caller.announcements.withdraw({ id: withdrawn });
    expect((await me.caller.inbox.list()).entries.map((row) => row.id)).not.toContain(withdrawn);
    expect((await refusal(me.caller.inbox.markRead({ id: withdrawn }))).code).toBe("NOT_FOUND");
    expect((await me.caller.inbox.list()).entries.map((row) => row.id)).toContain(id);
  });
});
