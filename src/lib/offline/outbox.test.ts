import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bingoSeed } from "../../../prisma/seed-bingo";
import { signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { KEPT_SCAN_HOURS, type OfflineActionBody } from "~/shared/offline/rules";
import {
  claimUnclaimed,
  drain,
  expireKeptScans,
  newEntry,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxStore,
  type SendResult,
} from "./outbox";
import { SIGNED_OUT, UNCLAIMED } from "./constants";
import { settleSignOut, type EndSessionResult, type PendingSignOutStore } from "./sign-out";

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
  // As over HTTP: no signal, or no session any more (the server answers 401).
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    if (!signal) return { kind: "later", reason: "no-signal" };
    const alive = await db.database.prisma.session.count({ where: { id: session.id } });
    if (alive === 0) return { kind: "later", reason: "signed-out" };
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
  // DELETE /api/_auth/session: the server deletes the session's row (src/lib may not import the
  // server's `endSession`, which does this through Lucia).
  const endSession = async (): Promise<EndSessionResult> => {
    if (!signal) return "later";
    await db.database.prisma.session.deleteMany({ where: { id: session.id } });
    return "ended";
  };
  const sessionAlive = async () =>
    (await db.database.prisma.session.count({ where: { id: session.id } })) === 1;
  return {
    userId: session.user.id,
    endSession,
    sessionAlive,
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

  it("answers a visitor's scan kept longer than KEPT_SCAN_HOURS 'Kept too long' and never sends it", async () => {
    const station = await db.database.prisma.station.create({
      data: { label: "Old compost", token: randomBytes(18).toString("base64url") },
    });
    const store = memoryStore();
    const scannedAt = new Date("2026-07-10T10:00:00Z");
    const later = (hours: number) => new Date(scannedAt.getTime() + hours * 60 * 60 * 1000);
    await store.add(newEntry(UNCLAIMED, { kind: "scan", token: station.token }, scannedAt));
    // Within the limit it still waits for whoever signs in.
    expect(await expireKeptScans(store, later(KEPT_SCAN_HOURS))).toBe(0);
    expect(store.rows[0]?.state).toBe("waiting");
    // Past it: answered on the phone, shown (still the visitor's) until cleared.
    expect(await expireKeptScans(store, later(KEPT_SCAN_HOURS + 1))).toBe(1);
    expect(store.rows[0]).toMatchObject({
      userId: UNCLAIMED,
      state: "answered",
      outcome: { status: "refused", message: "Kept too long: scan the station again", points: 0 },
    });
    // Whoever signs in gets it in their list, answered, and it is not sent.
    const me = await player();
    const fresh = await store.add(
      newEntry(UNCLAIMED, { kind: "scan", token: station.token }, later(KEPT_SCAN_HOURS + 1)),
    );
    await store.add(newEntry(UNCLAIMED, { kind: "scan", token: station.token }, scannedAt));
    expect(await claimUnclaimed(store, me.userId, later(KEPT_SCAN_HOURS + 2))).toBe(3);
    expect(store.rows.map((row) => [row.userId, row.state])).toEqual([
      [me.userId, "answered"],
      [me.userId, "waiting"],
      [me.userId, "answered"],
    ]);
    expect(await drain(store, me.userId, me.send)).toBe(1);
    expect(me.sent).toEqual([fresh.key]);
    expect(await db.database.prisma.stationScan.count({ where: { userId: me.userId } })).toBe(1);
  });
});

function memoryPending(): PendingSignOutStore & { marked: () => boolean } {
  let value: { signedOutAt: string } | null = null;
  return {
    marked: () => value !== null,
    async get() {
      return value;
    },
    async set(next) {
      value = next;
    },
    async clear() {
      value = null;
    },
  };
}

describe("a sign-out made without signal", () => {
  it("waits for signal, then sends the person's actions with their session, then ends it", async () => {
    const [a, b] = (await easyCells()).slice(0, 2);
    if (!a || !b) throw new Error("no cells");
    const me = await player();
    const store = memoryStore();
    const pending = memoryPending();
    const first = await store.add(newEntry(SIGNED_OUT, tap(a, true)));
    const second = await store.add(newEntry(SIGNED_OUT, tap(b, true)));
    await store.add(newEntry(UNCLAIMED, { kind: "scan", token: "a".repeat(24) }));
    await pending.set({ signedOutAt: new Date().toISOString() });
    const parts = { pending, outbox: store, send: me.send, endSession: me.endSession };

    // No signal: nothing is sent, the session and the mark stay.
    me.setSignal(false);
    expect(await settleSignOut(parts)).toBe("later");
    expect(pending.marked()).toBe(true);
    expect(await me.sessionAlive()).toBe(true);
    expect(store.rows).toHaveLength(3);

    // Signal: the actions go first, in order, with the old session; then it ends.
    me.setSignal(true);
    expect(await settleSignOut(parts)).toBe("done");
    expect(me.sent).toEqual([first.key, second.key]);
    expect(await me.points()).toBe(2);
    expect(await me.sessionAlive()).toBe(false);
    expect(pending.marked()).toBe(false);
    // The person's actions are forgotten on the phone; a visitor's scan stays for the next one.
    expect(store.rows.map((row) => row.userId)).toEqual([UNCLAIMED]);
    // Nothing is pending any more.
    expect(await settleSignOut(parts)).toBe("none");
  });

  it("ends the sign-out when the server already ended the session, forgetting what could not go", async () => {
    const c = (await easyCells())[2];
    if (!c) throw new Error("no cell");
    const me = await player();
    const store = memoryStore();
    const pending = memoryPending();
    await store.add(newEntry(SIGNED_OUT, tap(c, true)));
    await pending.set({ signedOutAt: new Date().toISOString() });
    // The session ended on the server meanwhile (expired, or signed out everywhere).
    await me.endSession();
    expect(
      await settleSignOut({ pending, outbox: store, send: me.send, endSession: me.endSession }),
    ).toBe("done");
    expect(me.sent).toEqual([]);
    expect(await me.points()).toBe(0);
    expect(store.rows).toEqual([]);
    expect(pending.marked()).toBe(false);
  });

  it("does nothing without a pending sign-out", async () => {
    const d = (await easyCells())[3];
    if (!d) throw new Error("no cell");
    const me = await player();
    const store = memoryStore();
    await store.add(newEntry(SIGNED_OUT, tap(d, true)));
    expect(
      await settleSignOut({
        pending: memoryPending(),
        outbox: store,
        send: me.send,
        endSession: me.endSession,
      }),
    ).toBe("none");
    expect(me.sent).toEqual([]);
    expect(await me.sessionAlive()).toBe(true);
  });
});
