import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { NotificationKind } from "~/generated/prisma/enums";
import { purgeOldNotifications } from "~/server/services/inbox";
import { INBOX_KEEP_DAYS } from "~/shared/inbox/rules";
import { ACTORS, callerAs, signedIn, TEST_PASSWORD } from "~/test/callers";
import { expectAccess, mayCall } from "~/test/access";
import { withTestDatabase } from "~/test/database";
import { refusal } from "~/test/refusals";
import { challengeIds, seedDeskCatalogue } from "~/test/seeds";

/**
 * The notification inbox (README "Notification inbox"): each event writes one entry for the
 * person it concerns, in the event's transaction; the inbox is only ever its owner's.
 */

let idOf: (slug: string) => string = () => {
  throw new Error("seeded in beforeAll");
};
let stationIds: string[] = [];
let waterPointId = "";

const db = withTestDatabase(async (database) => {
  await seedDeskCatalogue(database);
  idOf = await challengeIds(database);
  const stations = await database.prisma.station.createManyAndReturn({
    data: Array.from({ length: 6 }, (_, index) => ({
      label: `Station ${index + 1}`,
      token: randomBytes(18).toString("base64url"),
      position: index,
    })),
    select: { id: true },
  });
  stationIds = stations.map((station) => station.id);
  waterPointId = (await database.prisma.waterPoint.findFirstOrThrow({ select: { id: true } })).id;
});
const prisma = () => db.database.prisma;

const person = () => signedIn(db.database, "PARTICIPANT");
const moderator = () => signedIn(db.database, "MODERATOR");
type Person = Awaited<ReturnType<typeof person>>;
const idOfPerson = (someone: Person) => someone.session.user.id;

/** The person's entries of `kind` (all kinds without it), oldest first. */
function entriesOf(userId: string, kind?: NotificationKind) {
  return prisma().notification.findMany({
    where: { userId, ...(kind ? { kind } : {}) },
    orderBy: { createdAt: "asc" },
  });
}

async function pendingPost(author: Person, message = "Thank you for the warm tea at the gate") {
  return prisma().carePost.create({
    data: { userId: idOfPerson(author), kind: "GRATITUDE", message },
    select: { id: true },
  });
}

async function pendingSubmission(author: Person, slug = "festival-sketch") {
  const challengeId = idOf(slug);
  return prisma().submission.create({
    data: {
      userId: idOfPerson(author),
      challengeId,
      text: "Lanterns on the lake",
      openKey: `${idOfPerson(author)}:${challengeId}`,
    },
    select: { id: true },
  });
}

describe("who may use the inbox", () => {
  const calls: [string, (caller: Awaited<ReturnType<typeof callerAs>>) => Promise<unknown>][] = [
    ["unread", (c) => c.inbox.unread()],
    ["list", (c) => c.inbox.list()],
    ["markAllRead", (c) => c.inbox.markAllRead()],
  ];
  for (const [name, call] of calls)
    for (const actor of ACTORS)
      it(`${name} as ${actor}`, async () => {
        await expectAccess(
          call(await callerAs(db.database, actor)),
          actor,
          mayCall(actor, "PARTICIPANT"),
        );
      });
});

describe("entries written by the events' own services", () => {
  it("a care post approved: one entry for its author saying approved, none for anyone else", async () => {
    const author = await person();
    const other = await person();
    const staff = await moderator();
    const post = await pendingPost(author);
    await staff.caller.moderation.care.decide({ ids: [post.id], decision: "approve" });
    const entries = await entriesOf(idOfPerson(author), "CARE_POST_APPROVED");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.title).toBe(
      "Your gratitude note “Thank you for the warm tea at the gate” was approved: it is on the wall.",
    );
    expect(await entriesOf(idOfPerson(other))).toEqual([]);
    expect(await entriesOf(idOfPerson(staff))).toEqual([]);
    // The author's inbox lists it, unread, and the bell counts every unread entry.
    const inbox = await author.caller.inbox.list();
    expect(inbox.entries.map((entry) => entry.title)).toContain(entries[0]?.title);
    expect((await author.caller.inbox.unread()).unread).toBe(inbox.entries.length);
  });

  it("a care post rejected, and one taken off the wall: the reason goes with the entry", async () => {
    const author = await person();
    const staff = await moderator();
    const post = await pendingPost(author, "Thanks for lending me a rain poncho");
    await staff.caller.moderation.care.decide({
      ids: [post.id],
      decision: "reject",
      reason: "Please leave out the phone number.",
    });
    const [rejected, ...more] = await entriesOf(idOfPerson(author), "CARE_POST_REJECTED");
    expect(more).toEqual([]);
    expect(rejected).toMatchObject({
      title: "Your gratitude note “Thanks for lending me a rain poncho” was rejected.",
      detail: "Please leave out the phone number.",
      link: "/challenge/care",
    });
    const shown = await pendingPost(author, "The choir was wonderful tonight");
    await staff.caller.moderation.care.decide({ ids: [shown.id], decision: "approve" });
    await staff.caller.moderation.care.decide({
      ids: [shown.id],
      decision: "reject",
      reason: "Reported three times.",
    });
    const entries = await entriesOf(idOfPerson(author), "CARE_POST_REJECTED");
    expect(entries.map((entry) => [entry.title, entry.detail])).toEqual([
      [rejected?.title, "Please leave out the phone number."],
      [
        "Your gratitude note “The choir was wonderful tonight” was taken off the wall.",
        "Reported three times.",
      ],
    ]);
  });

  it("a refused decision writes no entry (same transaction)", async () => {
    const author = await person();
    const staff = await moderator();
    const post = await pendingPost(author);
    await staff.caller.moderation.care.decide({ ids: [post.id], decision: "approve" });
    const before = await entriesOf(idOfPerson(author));
    const again = await refusal(
      staff.caller.moderation.care.decide({ ids: [post.id], decision: "approve" }),
    );
    expect(again.code).toBe("CONFLICT");
    // A selection with an unknown id is refused as a whole: the known post gets no entry either.
    const other = await pendingPost(author, "Second note");
    await expect(
      staff.caller.moderation.care.decide({ ids: [other.id, "nope"], decision: "approve" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await entriesOf(idOfPerson(author))).toEqual(before);
  });

  it("an artwork approved or rejected: one entry for its author, with the reason", async () => {
    const author = await person();
    const staff = await moderator();
    const sketch = await pendingSubmission(author, "festival-sketch");
    const poem = await pendingSubmission(author, "poem-of-the-day");
    await staff.caller.moderation.submission.decide({ ids: [sketch.id], decision: "approve" });
    await staff.caller.moderation.submission.decide({
      ids: [poem.id],
      decision: "reject",
      reason: "The picture is missing.",
    });
    const approved = await entriesOf(idOfPerson(author), "SUBMISSION_APPROVED");
    const rejected = await entriesOf(idOfPerson(author), "SUBMISSION_REJECTED");
    expect(approved).toHaveLength(1);
    expect(approved[0]?.title).toMatch(
      /^Your artwork for “.+” was approved: it is in the gallery\.$/,
    );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      detail: "The picture is missing.",
      link: "/challenge/arts",
    });
    expect(await entriesOf(idOfPerson(staff))).toEqual([]);
  });

  it("a certificate issued: one entry for its holder; the earned achievements one each", async () => {
    const holder = await person();
    const userId = idOfPerson(holder);
    await prisma().stationScan.createMany({
      data: stationIds.map((stationId) => ({ userId, stationId })),
    });
    await prisma().bottleCollection.create({ data: { userId, waterPointId, quantity: 4 } });
    const admin = await signedIn(db.database, "ADMIN");
    await admin.caller.sustainability.certificate.issue({ userIds: [userId] });
    const issued = await entriesOf(userId, "CERTIFICATE_ISSUED");
    expect(issued).toHaveLength(1);
    expect(issued[0]?.title).toBe(
      "Your sustainability certificate was issued: download it as a PDF.",
    );
    const earned = await prisma().userAchievement.findMany({
      where: { userId },
      select: { achievement: { select: { title: true } } },
    });
    expect(earned.length).toBeGreaterThan(0);
    const achievementEntries = await entriesOf(userId, "ACHIEVEMENT_EARNED");
    expect(achievementEntries.map((entry) => entry.title).sort()).toEqual(
      earned.map((row) => `Achievement earned: ${row.achievement.title}`).sort(),
    );
    expect(await entriesOf(idOfPerson(admin))).toEqual([]);
  });

  it("team events: joined and left tell the captain, removed and handed over tell that member, disbanded tells the others", async () => {
    const captain = await person();
    const first = await person();
    const second = await person();
    const team = await captain.caller.teams.create({
      name: `Owls ${randomBytes(2).toString("hex")}`,
    });
    const code = (await captain.caller.teams.byId({ teamId: team.id })).joinCode ?? "";
    await first.caller.teams.join({ code });
    await second.caller.teams.join({ code });
    const titles = async (someone: Person) =>
      (await entriesOf(idOfPerson(someone), "TEAM")).map((entry) => entry.title);
    expect(await titles(captain)).toEqual([
      `${first.session.user.name} joined your team “${team.name}”.`,
      `${second.session.user.name} joined your team “${team.name}”.`,
    ]);
    expect(await titles(first)).toEqual([]);

    await captain.caller.teams.removeMember({ teamId: team.id, userId: idOfPerson(second) });
    expect(await titles(second)).toEqual([
      `You were removed from the team “${team.name}” by its captain.`,
    ]);
    await captain.caller.teams.handOverCaptaincy({ teamId: team.id, userId: idOfPerson(first) });
    expect(await titles(first)).toEqual([`You are now the captain of the team “${team.name}”.`]);
    await captain.caller.teams.leave();
    expect((await titles(first)).at(-1)).toBe(
      `${captain.session.user.name} left your team “${team.name}”.`,
    );
    await second.caller.teams.join({ code });
    await first.caller.teams.disband({ teamId: team.id });
    expect((await titles(second)).at(-1)).toBe(
      `Your team “${team.name}” was disbanded by its captain.`,
    );
    // Counted: captain 2 (joins), second 2 (removed, disbanded), first 3 (captaincy, left, joined).
    expect((await titles(captain)).length).toBe(2);
    expect((await titles(second)).length).toBe(2);
    expect((await titles(first)).length).toBe(3);
  });
});

describe("reading and marking", () => {
  async function withEntries(someone: Person, count: number, createdAt = new Date()) {
    await prisma().notification.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        userId: idOfPerson(someone),
        kind: "TEAM" as const,
        title: `Entry ${index + 1}`,
        createdAt: new Date(createdAt.getTime() + index),
      })),
    });
    return (await entriesOf(idOfPerson(someone))).map((entry) => entry.id);
  }

  it("marks one of my entries read, refuses someone else's as unknown and changes nothing", async () => {
    const me = await person();
    const stranger = await person();
    const [mine, other] = await withEntries(me, 2);
    const [theirs] = await withEntries(stranger, 1);
    expect((await me.caller.inbox.unread()).unread).toBe(2);
    await expect(me.caller.inbox.markRead({ id: mine ?? "" })).resolves.toEqual({ unread: 1 });
    // Marking it again is quiet; the other stays unread.
    await expect(me.caller.inbox.markRead({ id: mine ?? "" })).resolves.toEqual({ unread: 1 });
    const refused = await refusal(me.caller.inbox.markRead({ id: theirs ?? "" }));
    expect(refused.code).toBe("NOT_FOUND");
    expect(await stranger.caller.inbox.unread()).toEqual({ unread: 1 });
    const list = await me.caller.inbox.list();
    expect(list.entries.map((entry) => [entry.id, entry.read])).toEqual([
      [other, false],
      [mine, true],
    ]);
    expect(list.entries.every((entry) => entry.source === "notification")).toBe(true);
  });

  it("marks all of mine read, and nobody else's", async () => {
    const me = await person();
    const stranger = await person();
    await withEntries(me, 3);
    await withEntries(stranger, 2);
    await expect(me.caller.inbox.markAllRead()).resolves.toEqual({ marked: 3, unread: 0 });
    expect(await stranger.caller.inbox.unread()).toEqual({ unread: 2 });
  });

  it("refuses hostile ids with BAD_REQUEST", async () => {
    const me = await person();
    for (const id of ["", "x".repeat(65)])
      expect((await refusal(me.caller.inbox.markRead({ id }))).code).toBe("BAD_REQUEST");
  });
});

describe("30 days, the data download and account deletion", () => {
  it(`shows and counts only the last ${INBOX_KEEP_DAYS} days; the purge deletes older ones`, async () => {
    const me = await person();
    const day = 24 * 60 * 60 * 1000;
    await prisma().notification.createMany({
      data: [
        {
          userId: idOfPerson(me),
          kind: "TEAM",
          title: "Old",
          createdAt: new Date(Date.now() - 31 * day),
        },
        {
          userId: idOfPerson(me),
          kind: "TEAM",
          title: "Recent",
          createdAt: new Date(Date.now() - 29 * day),
        },
      ],
    });
    expect((await me.caller.inbox.list()).entries.map((entry) => entry.title)).toEqual(["Recent"]);
    expect(await me.caller.inbox.unread()).toEqual({ unread: 1 });
    const [old] = await entriesOf(idOfPerson(me));
    expect((await refusal(me.caller.inbox.markRead({ id: old?.id ?? "" }))).code).toBe("NOT_FOUND");
    expect(await purgeOldNotifications(prisma())).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(idOfPerson(me))).map((entry) => entry.title)).toEqual(["Recent"]);
  });

  it("is part of my data download", async () => {
    const me = await person();
    await prisma().notification.create({
      data: { userId: idOfPerson(me), kind: "TEAM", title: "You are now the captain", detail: "x" },
    });
    const data = await me.caller.account.exportData();
    expect(data.inbox).toEqual([
      expect.objectContaining({
        kind: "TEAM",
        title: "You are now the captain",
        detail: "x",
        readAt: null,
      }),
    ]);
  });

  it("goes with the account", async () => {
    const me = await person();
    const stranger = await person();
    await prisma().notification.createMany({
      data: [
        { userId: idOfPerson(me), kind: "TEAM", title: "Mine" },
        { userId: idOfPerson(stranger), kind: "TEAM", title: "Theirs" },
      ],
    });
    await me.caller.account.deleteAccount({ password: TEST_PASSWORD });
    expect(await entriesOf(idOfPerson(me))).toEqual([]);
    expect(await entriesOf(idOfPerson(stranger))).toHaveLength(1);
  });
});
