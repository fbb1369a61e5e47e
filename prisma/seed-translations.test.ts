import { describe, expect, it } from "vitest";
import { callerAs } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { translationSaveInput } from "~/shared/content/inputs";
import { bingoSeed } from "./seed-bingo";
import { seedFaqEntries } from "./seed-faq";
import { stationSeed } from "./seed-stations";
import {
  GERMAN_ACHIEVEMENTS,
  GERMAN_BINGO_TASKS,
  GERMAN_CHALLENGES,
  GERMAN_FAQ,
  GERMAN_STATIONS,
  seedGermanContent,
} from "./seed-translations";

const db = withTestDatabase((database) =>
  seedCatalogue(database, seedFaqEntries, bingoSeed.catalogue, stationSeed.catalogue),
);

describe("the demo's content in German", () => {
  it("translates every challenge, achievement, FAQ entry, bingo task and station the seed writes", async () => {
    const prisma = db.database.prisma;
    await prisma.$transaction((tx) => seedGermanContent(tx));
    const admin = await callerAs(db.database, "ADMIN");
    const list = await admin.translations.list({ locale: "de" });
    expect(Object.fromEntries(list.kinds.map((kind) => [kind.kind, kind.missing]))).toEqual({
      challenge: 0,
      achievement: 0,
      faqEntry: 0,
      bingoTask: 0,
      station: 0,
    });
    // A German visitor's FAQ and catalogue: no English left.
    const visitor = await callerAs(db.database, "anonymous", { locale: "de" });
    const faq = await visitor.faq.list();
    expect(faq.map((entry) => entry.question)).toEqual(
      Object.values(GERMAN_FAQ).map((entry) => entry.question),
    );
    const challenges = await visitor.challenge.list();
    for (const challenge of challenges)
      expect(challenge.title).toBe(GERMAN_CHALLENGES[challenge.slug]?.title);
  });

  it("keeps every German text within the bounds of its field", () => {
    const id = "x";
    const locale = "de";
    const saves = [
      ...Object.values(GERMAN_CHALLENGES).map((texts) => ({ kind: "challenge", ...texts })),
      ...Object.values(GERMAN_ACHIEVEMENTS).map((texts) => ({ kind: "achievement", ...texts })),
      ...Object.values(GERMAN_FAQ).map((texts) => ({ kind: "faqEntry", ...texts })),
      ...Object.values(GERMAN_BINGO_TASKS).map((text) => ({ kind: "bingoTask", text })),
      ...Object.values(GERMAN_STATIONS).map((texts) => ({ kind: "station", ...texts })),
    ];
    for (const save of saves)
      expect(translationSaveInput.safeParse({ id, locale, ...save }).success, save.kind).toBe(true);
  });

  it("changes nothing when run again, and leaves what admins changed alone", async () => {
    const prisma = db.database.prisma;
    expect(await prisma.$transaction((tx) => seedGermanContent(tx))).toBe(0);
    // An admin renamed a station and wrote their own German for another.
    const renamed = await prisma.station.findFirstOrThrow({ where: { label: "Swap shop" } });
    await prisma.station.update({
      where: { id: renamed.id },
      data: { label: "Swap tent", translations: {} },
    });
    const own = await prisma.station.findFirstOrThrow({ where: { label: "Repair café" } });
    await prisma.station.update({
      where: { id: own.id },
      data: { translations: { de: { label: "Reparatur-Café" } } },
    });
    await prisma.$transaction((tx) => seedGermanContent(tx));
    expect(
      (await prisma.station.findUniqueOrThrow({ where: { id: renamed.id } })).translations,
    ).toEqual({});
    // Only the field it had no German for (the description) is added.
    expect(
      (await prisma.station.findUniqueOrThrow({ where: { id: own.id } })).translations,
    ).toEqual({
      de: {
        label: "Reparatur-Café",
        description: GERMAN_STATIONS["Repair café"]?.description,
      },
    });
  });
});
