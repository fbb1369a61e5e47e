import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bingoSeed } from "../../../../prisma/seed-bingo";
import { FAQ_ENTRIES, seedFaqEntries } from "../../../../prisma/seed-faq";
import { stationSeed } from "../../../../prisma/seed-stations";
import { forgetCatalogue } from "~/server/services/catalogue";
import { ACTORS, callerAs, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";

const db = withTestDatabase((database) =>
  seedCatalogue(database, seedFaqEntries, bingoSeed.catalogue, stationSeed.catalogue),
);

type Caller = Awaited<ReturnType<typeof callerAs>>;

const prisma = () => db.database.prisma;

function hunt() {
  return prisma().challenge.findFirstOrThrow({ where: { slug: "station-hunt" } });
}

/** A caller whose request asks for German (`ctx.locale`, as `requestLocale` resolves it). */
const german = (actor: (typeof ACTORS)[number] = "anonymous") =>
  callerAs(db.database, actor, { locale: "de" });
const english = (actor: (typeof ACTORS)[number] = "anonymous") =>
  callerAs(db.database, actor, { locale: "en" });

async function saveHuntTitle(caller: Caller, title: string) {
  const row = await hunt();
  return caller.translations.save({
    kind: "challenge",
    id: row.id,
    locale: "de",
    title,
    summary: "",
    description: "",
  });
}

describe("who may use the translations", () => {
  const expected = {
    anonymous: "UNAUTHORIZED",
    PARTICIPANT: "FORBIDDEN",
    MODERATOR: "FORBIDDEN",
    ADMIN: null,
  } as const;
  for (const actor of ACTORS) {
    it(`${expected[actor] ? "refuses" : "serves"} ${actor} the list and the save`, async () => {
      const caller = await callerAs(db.database, actor);
      const row = await prisma().faqEntry.findFirstOrThrow();
      const calls = [
        () => caller.translations.list({ locale: "de" }),
        () =>
          caller.translations.save({
            kind: "faqEntry",
            id: row.id,
            locale: "de",
            question: "",
            answer: "",
          }),
      ];
      for (const call of calls) {
        const code = expected[actor];
        if (code) await expect(call()).rejects.toMatchObject({ code });
        else await expect(call()).resolves.toBeTruthy();
      }
    });
  }
});

describe("the missing-translations list", () => {
  it("counts every non-blank text without a translation, per kind, and follows a save", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const before = await admin.translations.list({});
    // German is the first language offered besides English (vitest offers en,de).
    expect(before).toMatchObject({ locale: "de", fallback: "en", offered: true });
    expect(before.choices).toEqual([{ locale: "de", offered: true }]);
    const counts = Object.fromEntries(before.kinds.map((kind) => [kind.kind, kind.missing]));
    // Each kind's texts as the seed wrote them: a blank description needs no translation.
    const [challenges, achievements, tasks, stations] = await Promise.all([
      prisma().challenge.findMany(),
      prisma().achievement.findMany(),
      prisma().bingoTask.findMany(),
      prisma().station.findMany(),
    ]);
    const filled = (...texts: string[]) => texts.filter((text) => text.trim() !== "").length;
    expect(counts).toEqual({
      challenge: challenges.reduce((n, c) => n + filled(c.title, c.summary, c.description), 0),
      achievement: achievements.length * 2,
      faqEntry: FAQ_ENTRIES.length * 2,
      bingoTask: tasks.length,
      station: stations.reduce((n, s) => n + filled(s.label, s.description), 0),
    });

    await saveHuntTitle(admin, "Stationsjagd");
    const after = await admin.translations.list({ locale: "de" });
    const challengeKind = after.kinds.find((kind) => kind.kind === "challenge");
    expect(challengeKind?.missing).toBe(counts.challenge! - 1);
    const item = challengeKind?.items.find(
      (one) => one.context.kind === "challenge" && one.context.slug === "station-hunt",
    );
    expect(item?.missing).toBe(2);
    expect(item?.fields[0]).toEqual({
      field: "title",
      base: "Station hunt",
      translation: "Stationsjagd",
      missing: false,
    });
  });

  it("refuses the festival's default language, by key", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    await expect(admin.translations.list({ locale: "en" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { text: { key: "translations.server.defaultLocale" } },
    });
    const row = await hunt();
    await expect(
      admin.translations.save({
        kind: "challenge",
        id: row.id,
        locale: "en",
        title: "Other",
        summary: "",
        description: "",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("saving a translation", () => {
  it("writes the language's texts with an audit row of before and after", async () => {
    const { caller, session } = await signedIn(db.database, "ADMIN");
    const station = await prisma().station.findFirstOrThrow({ where: { label: "Bike parking" } });
    const saved = await caller.translations.save({
      kind: "station",
      id: station.id,
      locale: "de",
      label: "  Fahrradparkplatz ",
      description: "Mit dem Rad gekommen? Dann park hier.",
    });
    expect(saved).toMatchObject({
      kind: "station",
      texts: { label: "Fahrradparkplatz", description: "Mit dem Rad gekommen? Dann park hier." },
      missing: 0,
    });
    const stored = await prisma().station.findUniqueOrThrow({ where: { id: station.id } });
    expect(stored.translations).toEqual({
      de: { label: "Fahrradparkplatz", description: "Mit dem Rad gekommen? Dann park hier." },
    });
    // The base texts stay the festival's default language.
    expect(stored.label).toBe("Bike parking");

    await caller.translations.save({
      kind: "station",
      id: station.id,
      locale: "de",
      label: "Fahrradparkplatz",
      description: "",
    });
    const audit = await prisma().auditLog.findMany({
      where: { targetId: station.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((row) => [row.action, row.targetType, row.actorId])).toEqual([
      ["station.translate", "Station", session.user.id],
      ["station.translate", "Station", session.user.id],
    ]);
    expect(audit[0]?.before).toEqual({ locale: "de", label: "", description: "" });
    expect(audit[1]?.before).toEqual({
      locale: "de",
      label: "Fahrradparkplatz",
      description: "Mit dem Rad gekommen? Dann park hier.",
    });
    // A blank text removes its translation.
    expect(audit[1]?.after).toEqual({ locale: "de", label: "Fahrradparkplatz", description: "" });
    expect(
      (await prisma().station.findUniqueOrThrow({ where: { id: station.id } })).translations,
    ).toEqual({ de: { label: "Fahrradparkplatz" } });
  });

  it("refuses texts out of bounds with a message next to each field", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const row = await hunt();
    const refusal = await admin.translations
      .save({
        kind: "challenge",
        id: row.id,
        locale: "de",
        title: "ab",
        summary: "x".repeat(301),
        description: "",
      })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "BAD_REQUEST" });
    // The error shape the form reads (src/server/api/trpc.ts): field messages by field.
    const cause = (refusal as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(z.ZodError);
    expect(z.flattenError(cause as InstanceType<typeof z.ZodError>).fieldErrors).toEqual({
      title: ["At least 3 characters."],
      summary: ["At most 300 characters."],
    });
  });

  it("answers NOT_FOUND by key for an item deleted meanwhile", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    await expect(
      admin.translations.save({
        kind: "faqEntry",
        id: "no-such-entry",
        locale: "de",
        question: "Frage?",
        answer: "Antwort.",
      }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "translations.server.notFound" } },
    });
  });
});

describe("the festival's content in the request's language", () => {
  it("is German for a German request, English where a translation is missing or for English", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    await saveHuntTitle(admin, "Stationsjagd");
    const deList = await (await german()).challenge.list();
    const enList = await (await english()).challenge.list();
    const titleOf = (list: typeof deList, slug: string) =>
      list.find((challenge) => challenge.slug === slug)?.title;
    expect(titleOf(deList, "station-hunt")).toBe("Stationsjagd");
    expect(titleOf(enList, "station-hunt")).toBe("Station hunt");
    // No German summary: the English one.
    expect(deList.find((c) => c.slug === "station-hunt")?.summary).toBe(
      enList.find((c) => c.slug === "station-hunt")?.summary,
    );
    // A challenge without any translation.
    expect(titleOf(deList, "refill")).toBe("Refill challenge");
    // The list carries no other language's texts.
    expect(Object.keys(deList[0] ?? {})).not.toContain("translations");

    const bySlug = await (await german()).challenge.bySlug({ slug: "station-hunt" });
    expect(bySlug.title).toBe("Stationsjagd");
    const board = await (await german()).sustainability.station.board();
    expect(board.hunt?.title).toBe("Stationsjagd");
  });

  it("names FAQ entries, achievements, bingo tasks and stations in German", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const entry = await prisma().faqEntry.findFirstOrThrow({
      where: { question: "How do I earn points?" },
    });
    await admin.translations.save({
      kind: "faqEntry",
      id: entry.id,
      locale: "de",
      question: "Wie bekomme ich Punkte?",
      answer: "Mit jeder Challenge.",
    });
    const faq = await (await german()).faq.list();
    expect(faq.find((one) => one.id === entry.id)).toEqual({
      id: entry.id,
      question: "Wie bekomme ich Punkte?",
      answer: "Mit jeder Challenge.",
    });
    expect((await (await english()).faq.list()).find((one) => one.id === entry.id)?.question).toBe(
      "How do I earn points?",
    );

    const achievement = await prisma().achievement.findFirstOrThrow({
      where: { key: "first-challenge" },
    });
    await admin.translations.save({
      kind: "achievement",
      id: achievement.id,
      locale: "de",
      title: "Erste Schritte",
      description: "Mach bei deiner ersten Challenge mit.",
    });
    const achievements = await (await german()).achievement.list();
    expect(achievements.achievements.find((one) => one.key === "first-challenge")).toMatchObject({
      title: "Erste Schritte",
      description: "Mach bei deiner ersten Challenge mit.",
    });

    const card = await prisma().bingoCard.findFirstOrThrow({
      where: { difficulty: "easy" },
      select: { tasks: { where: { position: 0 }, select: { id: true, text: true } } },
    });
    const task = card.tasks[0]!;
    await admin.translations.save({
      kind: "bingoTask",
      id: task.id,
      locale: "de",
      text: "5 Minuten dehnen",
    });
    const deCard = await (await german()).bingo.getCard({ difficulty: "easy" });
    expect(deCard.card.cells.find((cell) => cell.id === task.id)?.text).toBe("5 Minuten dehnen");
    expect(deCard.card.cells.find((cell) => cell.id !== task.id)?.text).not.toBe("");
    const enCard = await (await english()).bingo.getCard({ difficulty: "easy" });
    expect(enCard.card.cells.find((cell) => cell.id === task.id)?.text).toBe(task.text);

    const station = await prisma().station.findFirstOrThrow({ where: { label: "Solar stage" } });
    await admin.translations.save({
      kind: "station",
      id: station.id,
      locale: "de",
      label: "Solarbühne",
      description: "",
    });
    const board = await (await german()).sustainability.station.board();
    expect(board.stations.find((one) => one.id === station.id)).toMatchObject({
      label: "Solarbühne",
      // No German description: the English one.
      description: station.description,
    });
  });

  it("names a scanned station and the achievements it earned in the scanner's language", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const achievement = await prisma().achievement.findFirstOrThrow({
      where: { key: "first-challenge" },
    });
    await admin.translations.save({
      kind: "achievement",
      id: achievement.id,
      locale: "de",
      title: "Erste Schritte",
      description: "Mach bei deiner ersten Challenge mit.",
    });
    const station = await prisma().station.findFirstOrThrow({ where: { label: "Cup return" } });
    await admin.translations.save({
      kind: "station",
      id: station.id,
      locale: "de",
      label: "Becherrückgabe",
      description: "",
    });
    forgetCatalogue();
    const participant = await signedIn(db.database, "PARTICIPANT", { locale: "de" });
    const scan = await participant.caller.sustainability.station.scan({ token: station.token });
    expect(scan.station.label).toBe("Becherrückgabe");
    expect(scan.status === "credited" && scan.achievements).toEqual([
      {
        key: "first-challenge",
        title: "Erste Schritte",
        description: "Mach bei deiner ersten Challenge mit.",
      },
    ]);
  });
});
