import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bingoSeed } from "../../../../prisma/seed-bingo";
import { STATION_HUNT_SLUG } from "~/server/domain/stations";
import { newStationToken } from "~/server/services/stations";
import { OFFLINE_GRACE_HOURS } from "~/shared/offline/rules";
import { signedIn } from "~/test/callers";
import { whileChallenge } from "~/test/challenges";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";

const db = withTestDatabase((database) => seedCatalogue(database, bingoSeed.catalogue));

const HOUR = 60 * 60 * 1000;

async function newStation(label: string, points = 10) {
  return db.database.prisma.station.create({ data: { label, points, token: newStationToken() } });
}

function ledger(userId: string) {
  return db.database.prisma.pointEntry.findMany({ where: { userId } });
}

async function easyCell(position: number) {
  const card = await db.database.prisma.bingoCard.findUniqueOrThrow({
    where: { difficulty: "easy" },
    select: { challengeId: true, tasks: { orderBy: { position: "asc" }, select: { id: true } } },
  });
  const task = card.tasks[position];
  if (!task) throw new Error(`no cell ${position}`);
  return { cellId: task.id, challengeId: card.challengeId };
}

describe("offline.replay: a queued action sent later", () => {
  it("answers a repeated key with the first outcome and credits a scan once", async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const station = await newStation("Compost corner", 10);
    const action = {
      key: randomUUID(),
      recordedAt: new Date(),
      action: { kind: "scan" as const, token: station.token },
    };
    const first = await caller.offline.replay(action);
    expect(first).toEqual({
      status: "credited",
      message: "Compost corner: credited +10 points",
      points: 10,
    });
    const again = await caller.offline.replay(action);
    expect(again).toEqual(first);
    // A second scan of the same station with a new key is a new action: "already".
    const other = await caller.offline.replay({ ...action, key: randomUUID() });
    expect(other.status).toBe("already");
    expect(await ledger(session.user.id)).toHaveLength(1);
    expect(await db.database.prisma.stationScan.count({ where: { userId: session.user.id } })).toBe(
      1,
    );
  });

  it("words the outcome in the language of the request that sent it, a refusal's reason too", async () => {
    const { caller } = await signedIn(db.database, "PARTICIPANT", { locale: "de" });
    const station = await newStation("Kompostecke", 10);
    const scan = { kind: "scan" as const, token: station.token };
    const credited = await caller.offline.replay({
      key: randomUUID(),
      recordedAt: new Date(),
      action: scan,
    });
    expect(credited).toEqual({
      status: "credited",
      message: "Kompostecke: gutgeschrieben +10 Punkte",
      points: 10,
    });
    const again = await caller.offline.replay({
      key: randomUUID(),
      recordedAt: new Date(),
      action: scan,
    });
    expect(again.status).toBe("already");
    expect(again.message).toMatch(
      /^Kompostecke: schon gescannt am \d{1,2}\. [A-ZÄÖÜa-zäöü]+\.? \d{4}/,
    );
    const unknown = await caller.offline.replay({
      key: randomUUID(),
      recordedAt: new Date(),
      action: { kind: "scan", token: newStationToken() },
    });
    expect(unknown).toEqual({
      status: "refused",
      message:
        "Abgelehnt: Diesen Stationscode kennen wir nicht. Vielleicht wurde er ersetzt: Scanne den Code an der Station noch einmal.",
      points: 0,
    });
  });

  it("credits once when the same key arrives many times at once", async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const { cellId } = await easyCell(1);
    const action = {
      key: randomUUID(),
      recordedAt: new Date(),
      action: { kind: "bingo" as const, difficulty: "easy" as const, cellId, marked: true },
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => caller.offline.replay(action)),
    );
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]?.status).toBe("credited");
    const entries = await ledger(session.user.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(outcomes[0]?.points);
    expect(
      await db.database.prisma.offlineAction.count({ where: { userId: session.user.id } }),
    ).toBe(1);
  });

  it("keeps the order of intents: mark, unmark, then a replayed mark changes nothing", async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const { cellId } = await easyCell(2);
    const body = { kind: "bingo" as const, difficulty: "easy" as const, cellId };
    const mark = { key: randomUUID(), recordedAt: new Date(), action: { ...body, marked: true } };
    const unmark = {
      key: randomUUID(),
      recordedAt: new Date(),
      action: { ...body, marked: false },
    };
    expect((await caller.offline.replay(mark)).status).toBe("credited");
    const undone = await caller.offline.replay(unmark);
    expect(undone.status).toBe("done");
    expect(undone.points).toBeLessThan(0);
    expect(await caller.offline.replay(mark)).toMatchObject({ status: "credited" });
    const card = await caller.bingo.getCard({ difficulty: "easy" });
    expect(card.mine?.markedCellIds).not.toContain(cellId);
    const entries = await ledger(session.user.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  it("stores a refusal and answers it again, crediting nothing", async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const action = {
      key: randomUUID(),
      recordedAt: new Date(),
      action: { kind: "scan" as const, token: newStationToken() },
    };
    const first = await caller.offline.replay(action);
    expect(first.status).toBe("refused");
    expect(first.message).toMatch(/^Refused: /);
    expect(await caller.offline.replay(action)).toEqual(first);
    expect(await ledger(session.user.id)).toHaveLength(0);
  });

  it(`judges a closed window at the recorded time within ${OFFLINE_GRACE_HOURS} hours, later at arrival`, async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const station = await newStation("Water bar", 10);
    const late = await newStation("Late bar", 10);
    const now = Date.now();
    const closedHalfAnHourAgo = {
      endsAt: new Date(now - HOUR / 2),
      startsAt: new Date(now - 48 * HOUR),
    };
    await whileChallenge(
      db.database.prisma,
      { slug: STATION_HUNT_SLUG },
      closedHalfAnHourAgo,
      async () => {
        const inTime = await caller.offline.replay({
          key: randomUUID(),
          recordedAt: new Date(now - HOUR),
          action: { kind: "scan", token: station.token },
        });
        expect(inTime.status).toBe("credited");
        const tooOld = await caller.offline.replay({
          key: randomUUID(),
          recordedAt: new Date(now - (OFFLINE_GRACE_HOURS + 1) * HOUR),
          action: { kind: "scan", token: late.token },
        });
        expect(tooOld.status).toBe("refused");
        expect(tooOld.message).toContain("closed");
      },
    );
    expect(await ledger(session.user.id)).toHaveLength(1);
  });

  it("sends a care post kept without signal for review once", async () => {
    const { session, caller } = await signedIn(db.database, "PARTICIPANT");
    const action = {
      key: randomUUID(),
      recordedAt: new Date(),
      action: {
        kind: "care" as const,
        post: {
          kind: "GRATITUDE" as const,
          toName: "the bar crew",
          message: "Thanks for the water.",
          anonymous: false,
        },
      },
    };
    const first = await caller.offline.replay(action);
    expect(first).toEqual({ status: "done", message: "Sent for review", points: 0 });
    expect(await caller.offline.replay(action)).toEqual(first);
    const posts = await db.database.prisma.carePost.findMany({
      where: { userId: session.user.id },
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ status: "PENDING", message: "Thanks for the water." });
  });

  it("refuses a malformed key with BAD_REQUEST", async () => {
    const { caller } = await signedIn(db.database, "PARTICIPANT");
    await expect(
      caller.offline.replay({
        key: "not-a-uuid",
        recordedAt: new Date(),
        action: { kind: "scan", token: newStationToken() },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
