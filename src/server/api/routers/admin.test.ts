import type { Challenge } from "~/generated/prisma/client";
import { describe, expect, it } from "vitest";
import { seedFaqEntries } from "../../../../prisma/seed-faq";
import { ACTORS, callerAs, createSession, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";

const db = withTestDatabase((database) => seedCatalogue(database, seedFaqEntries));

type Caller = Awaited<ReturnType<typeof callerAs>>;

let counter = 0;
function newChallenge(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    area: "ARTS" as const,
    kind: "SUBMISSION" as const,
    slug: `new-challenge-${counter}`,
    title: `New challenge ${counter}`,
    summary: "Something new",
    description: "**Bold** text",
    points: 12,
    goal: null,
    startsAt: null,
    endsAt: null,
    published: false,
    position: 100,
    ...overrides,
  };
}

/** The fields an admin edits (the slug is fixed). */
function editable(challenge: Omit<Challenge, "slug" | "createdAt" | "updatedAt" | "translations">) {
  const { id, area, kind, title, summary, description, points, goal, startsAt, endsAt } = challenge;
  return {
    id,
    area,
    kind,
    title,
    summary,
    description,
    points,
    goal,
    startsAt,
    endsAt,
    published: challenge.published,
    position: challenge.position,
  };
}

async function anyIds() {
  const prisma = db.database.prisma;
  const challenge = await prisma.challenge.findFirstOrThrow({ where: { slug: "poem-of-the-day" } });
  const faq = await prisma.faqEntry.findFirstOrThrow();
  const achievement = await prisma.achievement.findFirstOrThrow({ where: { key: "giving-3" } });
  const target = await createSession(db.database, "PARTICIPANT");
  return { challenge, faq, achievement, target };
}

/** Every admin procedure, called with valid input. */
async function everyProcedure(caller: Caller) {
  const { challenge, faq, achievement, target } = await anyIds();
  return [
    () => caller.admin.overview(),
    () => caller.admin.challenges.list({ page: 1, pageSize: 10 }),
    () => caller.admin.challenges.create(newChallenge()),
    () => caller.admin.challenges.update(editable(challenge)),
    () => caller.admin.challenges.setPublished({ id: challenge.id, published: true }),
    () => caller.admin.users.list({ page: 1, pageSize: 10 }),
    () => caller.admin.users.setRole({ userId: target.user.id, role: "MODERATOR" }),
    () => caller.admin.faq.list(),
    () => caller.admin.faq.create({ question: "New question?", answer: "Yes.", position: 500 }),
    () =>
      caller.admin.faq.update({
        id: faq.id,
        question: faq.question,
        answer: faq.answer,
        position: faq.position,
      }),
    () => caller.admin.achievements.list(),
    () =>
      caller.admin.achievements.update({
        id: achievement.id,
        title: achievement.title,
        description: achievement.description,
      }),
    () => caller.admin.audit.list({ page: 1, pageSize: 10 }),
  ];
}

describe("who may use the admin router", () => {
  const expected = {
    anonymous: "UNAUTHORIZED",
    PARTICIPANT: "FORBIDDEN",
    MODERATOR: "FORBIDDEN",
    ADMIN: null,
  } as const;
  for (const actor of ACTORS) {
    it(`${expected[actor] ? "refuses" : "serves"} ${actor} on every procedure`, async () => {
      const caller = await callerAs(db.database, actor);
      const calls = await everyProcedure(caller);
      for (const call of calls) {
        const code = expected[actor];
        if (code) await expect(call()).rejects.toMatchObject({ code });
        else await expect(call()).resolves.toBeTruthy();
      }
    });
  }

  it("refuses non-admins the FAQ deletion too", async () => {
    const { faq } = await anyIds();
    for (const actor of ["anonymous", "PARTICIPANT", "MODERATOR"] as const) {
      const caller = await callerAs(db.database, actor);
      await expect(caller.admin.faq.delete({ id: faq.id })).rejects.toMatchObject({
        code: actor === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN",
      });
    }
    expect(await db.database.prisma.faqEntry.findUnique({ where: { id: faq.id } })).not.toBeNull();
  });
});

async function auditRows(targetId: string) {
  return db.database.prisma.auditLog.findMany({
    where: { targetId },
    orderBy: { createdAt: "asc" },
  });
}

describe("admin.challenges", () => {
  it("creates a draft, edits it, publishes it, and audits each step with before and after", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    const input = newChallenge();
    const created = await caller.admin.challenges.create(input);
    expect(created).toMatchObject({ slug: input.slug, published: false });
    const anonymous = await callerAs(db.database, "anonymous");
    expect((await anonymous.challenge.list()).map((c) => c.id)).not.toContain(created.id);

    await caller.admin.challenges.update({ ...editable(created), title: "Renamed" });
    await caller.admin.challenges.setPublished({ id: created.id, published: true });
    expect((await anonymous.challenge.list()).find((c) => c.id === created.id)?.title).toBe(
      "Renamed",
    );

    const audit = await auditRows(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      "challenge.create",
      "challenge.update",
      "challenge.publish",
    ]);
    expect(audit.every((row) => row.actorId === session?.user.id)).toBe(true);
    expect(audit[0]).toMatchObject({
      before: null,
      after: expect.objectContaining({ title: input.title }),
    });
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ title: input.title }),
      after: expect.objectContaining({ title: "Renamed" }),
    });
    expect(audit[2]).toMatchObject({
      before: expect.objectContaining({ published: false }),
      after: expect.objectContaining({ published: true }),
    });
  });

  it("refuses a taken slug next to the slug field, and a kind the area does not run", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    await expect(
      caller.admin.challenges.create(newChallenge({ slug: "refill" })),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { fields: { slug: ["Another challenge already uses this slug."] } },
    });
    await expect(
      caller.admin.challenges.create(newChallenge({ area: "CARE", kind: "BINGO" })),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller.admin.challenges.create(
        newChallenge({ startsAt: new Date("2026-07-02"), endsAt: new Date("2026-07-01") }),
      ),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("The end must be after the start."),
    });
    await expect(
      caller.admin.challenges.create(newChallenge({ slug: "Not A Slug" })),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("pages, sorts and searches on the server, with bounded page sizes", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const page = await caller.admin.challenges.list({
      page: 1,
      pageSize: 3,
      search: "BINGO",
      sortBy: "title",
      sortDirection: "desc",
    });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.slug)).toEqual(["bingo-medium", "bingo-hard", "bingo-easy"]);
    const second = await caller.admin.challenges.list({ page: 2, pageSize: 5, sortBy: "title" });
    const first = await caller.admin.challenges.list({ page: 1, pageSize: 5, sortBy: "title" });
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]?.id);
    await expect(caller.admin.challenges.list({ page: 1, pageSize: 101 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      caller.admin.challenges.list({ page: 1, pageSize: 10, search: "x".repeat(101) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers NOT_FOUND for an unknown challenge", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    await expect(
      caller.admin.challenges.setPublished({ id: "missing", published: true }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("admin.users", () => {
  it("searches users and changes a role, audited", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    const target = await createSession(db.database, "PARTICIPANT");
    const found = await caller.admin.users.list({
      page: 1,
      pageSize: 10,
      search: target.user.email.toUpperCase(),
    });
    expect(found).toMatchObject({
      total: 1,
      rows: [{ id: target.user.id, role: "PARTICIPANT", points: 0 }],
    });
    expect(await caller.admin.users.setRole({ userId: target.user.id, role: "MODERATOR" })).toEqual(
      {
        id: target.user.id,
        role: "MODERATOR",
        changed: true,
      },
    );
    const audit = await auditRows(target.user.id);
    expect(audit).toMatchObject([
      {
        action: "user.changeRole",
        actorId: session?.user.id,
        before: { role: "PARTICIPANT" },
        after: { role: "MODERATOR" },
      },
    ]);
    const moderators = await caller.admin.users.list({ page: 1, pageSize: 100, role: "MODERATOR" });
    expect(moderators.rows.every((row) => row.role === "MODERATOR")).toBe(true);
  });

  it("refuses one's own role and unknown users", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    await expect(
      caller.admin.users.setRole({ userId: session?.user.id ?? "", role: "PARTICIPANT" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You cannot change your own role." });
    await expect(
      caller.admin.users.setRole({ userId: "nobody", role: "ADMIN" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps an admin when the last two demote each other at the same moment", async () => {
    const prisma = db.database.prisma;
    await prisma.user.updateMany({ where: { role: "ADMIN" }, data: { role: "PARTICIPANT" } });
    const first = await signedIn(db.database, "ADMIN");
    const second = await signedIn(db.database, "ADMIN");
    const auditBefore = await prisma.auditLog.count({ where: { action: "user.changeRole" } });
    const results = await Promise.allSettled([
      first.caller.admin.users.setRole({
        userId: second.session?.user.id ?? "",
        role: "PARTICIPANT",
      }),
      second.caller.admin.users.setRole({
        userId: first.session?.user.id ?? "",
        role: "PARTICIPANT",
      }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      code: "CONFLICT",
      message: "This is the last admin: make someone else admin first.",
      cause: { text: { key: "admin.server.lastAdmin" } },
    });
    expect(await prisma.user.count({ where: { role: "ADMIN" } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: "user.changeRole" } })).toBe(
      auditBefore + 1,
    );
  });
});

describe("admin.faq and admin.achievements", () => {
  it("edits the FAQ the public page shows, audited, and deletes entries", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const created = await caller.admin.faq.create({
      question: "Is there parking?",
      answer: "Yes, at the north gate.",
      position: 5,
    });
    const anonymous = await callerAs(db.database, "anonymous");
    expect((await anonymous.faq.list())[0]?.question).toBe("Is there parking?");
    await caller.admin.faq.update({ ...created, answer: "Yes, at the south gate." });
    await caller.admin.faq.delete({ id: created.id });
    expect((await anonymous.faq.list()).map((e) => e.id)).not.toContain(created.id);
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual([
      "faqEntry.create",
      "faqEntry.update",
      "faqEntry.delete",
    ]);
    await expect(caller.admin.faq.delete({ id: created.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      caller.admin.faq.create({ question: "?", answer: "", position: 1 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("edits achievement texts, not their rules, audited", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const achievement = await db.database.prisma.achievement.findUniqueOrThrow({
      where: { key: "refills-10" },
    });
    await caller.admin.achievements.update({
      id: achievement.id,
      title: "Hydration hero",
      description: "Ten refills of your own bottle.",
    });
    const after = await db.database.prisma.achievement.findUniqueOrThrow({
      where: { id: achievement.id },
    });
    expect(after).toMatchObject({ title: "Hydration hero", rule: achievement.rule });
    const anonymous = await callerAs(db.database, "anonymous");
    expect(
      (await anonymous.achievement.list()).achievements.find((a) => a.key === "refills-10")?.title,
    ).toBe("Hydration hero");
    expect((await auditRows(achievement.id))[0]).toMatchObject({
      action: "achievement.update",
      before: { title: achievement.title },
      after: { title: "Hydration hero" },
    });
  });
});

describe('admin refusals by message key (README "Languages")', () => {
  it("names the key of each refusal an admin meets, beside the English words", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    await expect(
      caller.admin.users.setRole({ userId: session?.user.id ?? "", role: "PARTICIPANT" }),
    ).rejects.toMatchObject({
      message: "You cannot change your own role.",
      cause: { text: { key: "admin.server.ownRole" } },
    });
    await expect(
      caller.admin.users.setRole({ userId: "nobody", role: "ADMIN" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such user.",
      cause: { text: { key: "admin.server.noSuchUser" } },
    });
    await expect(
      caller.admin.challenges.create(newChallenge({ slug: "refill" })),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: {
        fields: { slug: ["Another challenge already uses this slug."] },
        text: { key: "admin.server.slugTaken" },
      },
    });
    const { challenge, achievement } = await anyIds();
    await expect(
      caller.admin.challenges.update({ ...editable(challenge), id: "missing" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such challenge.",
      cause: { text: { key: "admin.server.noSuchChallenge" } },
    });
    await expect(
      caller.admin.challenges.setPublished({ id: "missing", published: true }),
    ).rejects.toMatchObject({ cause: { text: { key: "admin.server.noSuchChallenge" } } });
    const gone = await caller.admin.faq.create({
      question: "Gone soon?",
      answer: "Yes.",
      position: 1,
    });
    await caller.admin.faq.delete({ id: gone.id });
    await expect(caller.admin.faq.update({ ...gone, answer: "Still?" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such question.",
      cause: { text: { key: "admin.server.noSuchQuestion" } },
    });
    await expect(caller.admin.faq.delete({ id: gone.id })).rejects.toMatchObject({
      cause: { text: { key: "admin.server.noSuchQuestion" } },
    });
    await expect(
      caller.admin.achievements.update({ ...achievement, id: "missing" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "admin.server.noSuchAchievement" } },
    });
  });
});

describe("admin.audit and admin.overview", () => {
  it("reads the audit log newest first, searchable, with the actor", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const log = await caller.admin.audit.list({ page: 1, pageSize: 100 });
    expect(log.total).toBeGreaterThan(0);
    const times = log.rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const faq = await caller.admin.audit.list({ page: 1, pageSize: 100, search: "faqEntry." });
    expect(faq.rows.length).toBeGreaterThan(0);
    expect(faq.rows.every((row) => row.action.startsWith("faqEntry."))).toBe(true);
    expect(faq.rows[0]?.actor).toEqual(expect.objectContaining({ email: expect.any(String) }));
  });

  it("counts what the admin home shows", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const overview = await caller.admin.overview();
    const prisma = db.database.prisma;
    expect(overview.challenges.published + overview.challenges.drafts).toBe(
      await prisma.challenge.count(),
    );
    expect(overview.users.ADMIN + overview.users.MODERATOR + overview.users.PARTICIPANT).toBe(
      await prisma.user.count(),
    );
    expect(overview.faqEntries).toBe(await prisma.faqEntry.count());
  });
});
