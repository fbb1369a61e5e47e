import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bingoSeed } from "../../../prisma/seed-bingo";
import { signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import type { OfflineActionBody } from "~/shared/offline/rules";
import {
  claimUnclaimed,
  drain,
  newEntry,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxStore,
  type SendResult,
} from "./outbox";
import { UNCLAIMED } from "./constants";

/**
 * The outbox's order and idempotency, sending to the real `offline.replay` on a migrated
 * database. The store is kept in memory (IndexedDB is the browser's; the e2e test
 * e2e/offline.spec.ts drives that one).
 */

const db = withTestDatabase((database) => seedCatalogue(database, bingoSeed.catalogue));

function memoryStore(
  options: { failPutOnce?: boolean } = {},
): OutboxStore & { rows: OutboxEntry[] } {
  const rows: OutboxEntry[] = [];
  let next = 1;
  let failPut = options.failPutOnce ?? false;
  return {
    rows,
    async add(entry: NewOutboxEntry) {
      const row = { ...entry, seq: next++ };
      rows.push(row);
      return row;
    },
    async all() {
      return rows.map((row) => ({ ...row }));
    },
    async put(entry) {
      if (failPut) {
        failPut = false;
        throw new Error("the tab closed before the answer was saved");
      }
      const index = rows.findIndex((row) => row.seq === entry.seq);
      rows[index] = entry;
    },
    async remove(seq) {
      rows.splice(
        rows.findIndex((row) => row.seq === seq),
        1,
      );
    },
    async clear() {
      rows.length = 0;
    },
  };
}

async function easyCells() {
  const card = await db.database.prisma.bingoCard.findUniqueOrThrow({
    where: { difficulty: "easy" },
    select: { tasks: { orderBy: { position: "asc" }, select: { id: true } } },
  });
  return card.tasks.map((task) => task.id);
}

async function player() {
  const { session, caller } = await signedIn(db.database, "PARTICIPANT");
  const sent: string[] = [];
  let signal = true;
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    if (!signal) return { kind: "later" };
    sent.push(entry.key);
    const outcome = await caller.offline.replay({
      key: entry.key,
      recordedAt: new Date(entry.recordedAt),
      action: entry.action,
    });
    return { kind: "outcome", outcome };
  };
  const points = async () =>
    (await db.database.prisma.pointEntry.findMany({ where: { userId: session.user.id } })).reduce(
      (sum, entry) => sum + entry.amount,
      0,
    );
  const marks = async () =>
    (await caller.bingo.getCard({ difficulty: "easy" })).mine?.markedCellIds;
  return {
    userId: session.user.id,
    sent,
    send,
    points,
    marks,
    setSignal: (value: boolean) => {
      signal = value;
    },
  };
}

const tap = (cellId: string, marked: boolean): OfflineActionBody => ({
  kind: "bingo",
  difficulty: "easy",
  cellId,
  marked,
});

describe("the outbox", () => {
  it("sends waiting actions oldest first, so the last tap on a cell wins", async () => {
    const [a, b] = (await easyCells()).slice(0, 2);
    if (!a || !b) throw new Error("no cells");
    const me = await player();
    const store = memoryStore();
    const entries = [
      await store.add(newEntry(me.userId, tap(a, true))),
      await store.add(newEntry(me.userId, tap(b, true))),
      await store.add(newEntry(me.userId, tap(a, false))),
    ];
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
    expect(await drain(store, me.userId, me.send)).toBe(3);
    expect(me.sent).toEqual(entries.map((entry) => entry.key));
    expect(store.rows.map((row) => row.outcome?.status)).toEqual(["credited", "credited", "done"]);
    expect(await me.marks()).toEqual([b]);
    expect(await me.points()).toBe(1);
  });

  it("stops where the signal drops and goes on from there, in order", async () => {
    const [, , c, d] = await easyCells();
    if (!c || !d) throw new Error("no cells");
    const me = await player();
    const store = memoryStore();
    const first = await store.add(newEntry(me.userId, tap(c, true)));
    const second = await store.add(newEntry(me.userId, tap(d, true)));
    me.setSignal(false);
    expect(await drain(store, me.userId, me.send)).toBe(0);
    expect(store.rows.map((row) => row.state)).toEqual(["waiting", "waiting"]);
    me.setSignal(true);
    expect(await drain(store, me.userId, me.send)).toBe(2);
    expect(me.sent).toEqual([first.key, second.key]);
    // Nothing is left to send: a third drain sends nothing again.
    expect(await drain(store, me.userId, me.send)).toBe(0);
    expect(me.sent).toHaveLength(2);
  });

  it("sends an action again after a lost answer, and the server does it once", async () => {
    const e = (await easyCells())[6];
    if (!e) throw new Error("no cell");
    const me = await player();
    const store = memoryStore({ failPutOnce: true });
    const entry = await store.add(newEntry(me.userId, tap(e, true)));
    await expect(drain(store, me.userId, me.send)).rejects.toThrow("the tab closed");
    expect(store.rows[0]?.state).toBe("waiting");
    expect(await me.points()).toBe(1);
    expect(await drain(store, me.userId, me.send)).toBe(1);
    expect(me.sent).toEqual([entry.key, entry.key]);
    expect(store.rows[0]?.outcome).toEqual({
      status: "credited",
      message: "Credited +1 point",
      points: 1,
    });
    expect(await me.points()).toBe(1);
  });

  it("sends only the signed-in person's actions", async () => {
    const f = (await easyCells())[7];
    if (!f) throw new Error("no cell");
    const me = await player();
    const store = memoryStore();
    await store.add(newEntry("someone-else", tap(f, true)));
    expect(await drain(store, me.userId, me.send)).toBe(0);
    expect(me.sent).toEqual([]);
  });

  it("keeps a visitor's scan for whoever signs in next, who is credited once, in order", async () => {
    const station = await db.database.prisma.station.create({
      data: { label: "Seed swap", token: randomBytes(18).toString("base64url") },
    });
    const g = (await easyCells())[8];
    if (!g) throw new Error("no cell");
    const store = memoryStore();
    const scan = await store.add(
      newEntry(UNCLAIMED, { kind: "scan", token: station.token }, new Date(Date.now() - 60_000)),
    );
    // Nobody's session sends a visitor's scan before it is claimed.
    const before = await player();
    expect(await drain(store, before.userId, before.send)).toBe(0);
    expect(before.sent).toEqual([]);

    const me = await player();
    const tapped = await store.add(newEntry(me.userId, tap(g, true)));
    expect(await claimUnclaimed(store, me.userId)).toBe(1);
    expect(store.rows.map((row) => row.userId)).toEqual([me.userId, me.userId]);
    expect(await drain(store, me.userId, me.send)).toBe(2);
    expect(me.sent).toEqual([scan.key, tapped.key]);
    expect(store.rows[0]?.outcome).toEqual({
      status: "credited",
      message: "Seed swap: credited +10 points",
      points: 10,
    });
    // Claimed once: nothing is left for the next person, and the ledger has one scan.
    expect(await claimUnclaimed(store, before.userId)).toBe(0);
    expect(await db.database.prisma.stationScan.count({ where: { userId: me.userId } })).toBe(1);
    expect(await db.database.prisma.stationScan.count({ where: { userId: before.userId } })).toBe(
      0,
    );
  });
});
