import { describe, expect, it } from "vitest";
import { FAQ_ENTRIES, seedFaqEntries } from "../../../../prisma/seed-faq";
import { ACTORS, callerAs } from "~/test/callers";
import { withTestDatabase } from "~/test/database";

const db = withTestDatabase();

describe("faq router", () => {
  it("answers an empty list before anything is written", async () => {
    const caller = await callerAs(db.database, "anonymous");
    expect(await caller.faq.list()).toEqual([]);
  });

  it("seeds the demo entries once, and never over entries that exist", async () => {
    const prisma = db.database.prisma;
    expect(await prisma.$transaction((tx) => seedFaqEntries(tx))).toEqual({
      created: FAQ_ENTRIES.length,
    });
    expect(await prisma.$transaction((tx) => seedFaqEntries(tx))).toEqual({ created: 0 });
    expect(await prisma.faqEntry.count()).toBe(FAQ_ENTRIES.length);
  });

  for (const actor of ACTORS) {
    it(`lists the entries in their order for ${actor}`, async () => {
      const caller = await callerAs(db.database, actor);
      const entries = await caller.faq.list();
      expect(entries.map((entry) => entry.question)).toEqual(
        FAQ_ENTRIES.map((entry) => entry.question),
      );
      expect(Object.keys(entries[0] ?? {}).sort()).toEqual(["answer", "id", "question"]);
    });
  }

  it("orders by position, then by creation", async () => {
    const prisma = db.database.prisma;
    await prisma.faqEntry.create({
      data: { question: "First of all?", answer: "Yes.", position: 0 },
    });
    const caller = await callerAs(db.database, "anonymous");
    const entries = await caller.faq.list();
    expect(entries[0]?.question).toBe("First of all?");
    expect(entries).toHaveLength(FAQ_ENTRIES.length + 1);
  });
});
