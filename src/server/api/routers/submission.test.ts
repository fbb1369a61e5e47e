import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRPCError } from "@trpc/server";
import { createCaller } from "~/server/api/root";
import { isAppError } from "~/server/errors";
import { MAX_UPLOAD_BYTES } from "~/shared/images";
import { gpsEntries, pngBomb } from "~/server/infra/images.fixtures";
import { LIMITS } from "~/server/infra/rate-limit";
import { localStorage } from "~/server/infra/storage/local";
import { ACTORS, callerAs, createSession, testContext, type Actor } from "~/test/callers";
import { withMediaServer } from "~/test/media-server";
import { withCatalogueDatabase } from "~/test/seeds";
import { expectOnlyFor, expectRateLimited, fieldErrorsOf, refusal } from "~/test/refusals";
import { whileChallenge } from "~/test/challenges";

/** A refusal's message key and values, as a page words it (README "Languages"). */
const textOf = (error: TRPCError) => (isAppError(error.cause) ? error.cause.text : null);

const { db, idOf } = withCatalogueDatabase();
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "festival-submissions-"));
const storage = localStorage(uploadDir);

beforeAll(() => {
  // The app's storage for this process: a temporary folder (see getStorage).
  globalThis.festivalMediaStorage = storage;
});
afterAll(async () => {
  globalThis.festivalMediaStorage = undefined;
  await rm(uploadDir, { recursive: true, force: true });
});

/** Anyone's caller (see callerAs). */
const as = (actor: Actor) => callerAs(db.database, actor);
type Caller = Awaited<ReturnType<typeof as>>;

async function signedIn(role: "PARTICIPANT" | "MODERATOR" | "ADMIN") {
  const session = await createSession(db.database, role);
  const caller = createCaller(testContext(db.database, session).ctx);
  return { session, caller, userId: session.user.id };
}

function picture(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: "#2e86de" } });
}

function form(challengeSlug: string, text: string, image?: File): FormData {
  const data = new FormData();
  data.append("challengeId", idOf(challengeSlug));
  data.append("text", text);
  if (image) data.append("image", image);
  return data;
}

function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function pngFile(name = "sketch.png", type = "image/png"): Promise<File> {
  return file(await picture().png().toBuffer(), name, type);
}

/** Every file stored under a user's folder. */
function storedFilesOf(userId: string): string[] {
  try {
    return readdirSync(path.join(uploadDir, userId));
  } catch {
    return [];
  }
}

async function pointsOf(userId: string): Promise<number> {
  const sum = await db.database.prisma.pointEntry.aggregate({
    where: { userId },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

async function submit(caller: Caller, slug = "poem-of-the-day", text = "Lanterns on the lake") {
  return caller.submission.create(form(slug, text));
}

describe("who may use the submission procedures", () => {
  for (const actor of ACTORS) {
    it(`${actor}: submit and list own only when signed in; the gallery for everyone`, async () => {
      const caller = await as(actor);
      await expect(caller.submission.gallery({})).resolves.toMatchObject({
        items: expect.any(Array),
      });
      const calls = [() => submit(caller, "photo-story"), () => caller.submission.mine()];
      await expectOnlyFor("PARTICIPANT", actor, calls);
    });

    it(`${actor}: the moderation queue and the help desk only for moderators and admins`, async () => {
      const caller = await as(actor);
      const { caller: author, userId } = await signedIn("PARTICIPANT");
      const { submission } = await submit(author, "festival-sketch");
      const calls = [
        () => caller.moderation.submission.queue({}),
        () => caller.moderation.submission.challenges(),
        () => caller.moderation.submission.decide({ ids: [submission.id], decision: "approve" }),
        () => caller.moderation.person.search({ query: "participant" }),
        () => caller.moderation.person.overview({ userId }),
        () => caller.moderation.person.sendSignInLink({ userId }),
      ];
      await expectOnlyFor("MODERATOR", actor, calls);
    });
  }
});

describe("submitting", () => {
  it("stores a text-only submission as pending and joins the challenge", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const result = await submit(caller, "poem-of-the-day", "  Drums at dusk\r\nand dust  ");
    expect(result.submission.status).toBe("PENDING");
    expect(result.achievements.map((a) => a.key)).toContain("first-challenge");
    const mine = await caller.submission.mine();
    expect(mine).toEqual([
      expect.objectContaining({
        text: "Drums at dusk\nand dust",
        status: "PENDING",
        reason: null,
        media: null,
        challenge: expect.objectContaining({ title: "Poem of the day" }),
      }),
    ]);
    const joined = await db.database.prisma.participation.findUnique({
      where: { userId_challengeId: { userId, challengeId: idOf("poem-of-the-day") } },
    });
    expect(joined?.status).toBe("NOT_STARTED");
  });

  it("goes by content: a PNG named photo.jpg sent as image/jpeg is stored as WebP", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const result = await caller.submission.create(
      form("festival-sketch", "", await pngFile("photo.jpg", "image/jpeg")),
    );
    const row = await db.database.prisma.submission.findUniqueOrThrow({
      where: { id: result.submission.id },
      select: { media: true },
    });
    expect(row.media).toMatchObject({ contentType: "image/webp", width: 64, height: 48 });
    expect(storedFilesOf(userId)).toHaveLength(2);
    const stored = await storage.get(row.media?.storageKey ?? "");
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).format).toBe("webp");
  });

  it("stores a JPEG with GPS EXIF without any metadata", async () => {
    const { caller } = await signedIn("PARTICIPANT");
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Where I live" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 0/1" },
      })
      .toBuffer();
    expect(gpsEntries((await sharp(jpeg).metadata()).exif)).toBeGreaterThan(0);
    const result = await caller.submission.create(
      form("photo-story", "My street", file(jpeg, "IMG_0001.JPG", "image/jpeg")),
    );
    const media = await db.database.prisma.media.findFirstOrThrow({
      where: { submission: { id: result.submission.id } },
    });
    for (const key of [media.storageKey, media.thumbnailKey]) {
      const bytes = (await storage.get(key)) ?? Buffer.alloc(0);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("Where I live")).toBe(false);
    }
  });

  it("refuses bad files with a message next to the image field, storing nothing", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const bomb = pngBomb();
    const cases: Array<[File, RegExp, object]> = [
      [
        file(Buffer.from("dear diary\n"), "notes.jpg", "image/jpeg"),
        /not an image we accept/,
        { key: "arts.server.image.notAccepted" },
      ],
      [
        file(Buffer.from("<html><script>1</script>"), "page.png", "image/png"),
        /not an image/,
        { key: "arts.server.image.notAccepted" },
      ],
      [
        file(new Uint8Array(), "empty.png", "image/png"),
        /This file is empty/,
        { key: "arts.server.image.empty" },
      ],
      [
        file(huge, "big.jpg", "image/jpeg"),
        /larger than 8 MB/,
        { key: "arts.server.image.tooLarge" },
      ],
      [
        file(bomb, "bomb.png", "image/png"),
        /too large \(20000×20000 pixels\)/,
        {
          key: "arts.server.image.tooManyPixels",
          values: { width: 20000, height: 20000, megapixels: 50 },
        },
      ],
    ];
    for (const [image, message, text] of cases) {
      const error = await refusal(caller.submission.create(form("festival-sketch", "", image)));
      expect(error.code).toBe("BAD_REQUEST");
      expect(fieldErrorsOf(error).image?.[0]).toMatch(message);
      // The arts page words it by key in its language (README "Languages").
      expect(textOf(error)).toEqual(text);
    }
    expect(storedFilesOf(userId)).toEqual([]);
    expect(await db.database.prisma.media.count({ where: { ownerId: userId } })).toBe(0);
    expect(await db.database.prisma.submission.count({ where: { userId } })).toBe(0);
  });

  it("refuses an empty submission, a closed, unknown, draft or non-submission challenge", async () => {
    const { caller } = await signedIn("PARTICIPANT");
    const empty = await refusal(submit(caller, "poem-of-the-day", "   "));
    expect(fieldErrorsOf(empty).text).toEqual(["Write something or add an image."]);

    const bingo = await refusal(submit(caller, "bingo-easy"));
    expect(bingo).toMatchObject({
      code: "BAD_REQUEST",
      message: "This challenge does not take submissions.",
    });
    expect(textOf(bingo)).toEqual({ key: "arts.server.notSubmittable" });
    const draft = await refusal(submit(caller, "sunrise-yoga"));
    expect(draft).toMatchObject({ code: "NOT_FOUND" });
    expect(textOf(draft)).toEqual({ key: "arts.server.noSuchChallenge" });
    const unknown = new FormData();
    unknown.append("challengeId", "no-such-challenge");
    unknown.append("text", "hello");
    const missing = await refusal(caller.submission.create(unknown));
    expect(missing).toMatchObject({ code: "NOT_FOUND" });
    expect(textOf(missing)).toEqual({ key: "arts.server.noSuchChallenge" });

    const ended = { endsAt: new Date("2021-06-01T08:30:00Z") };
    await whileChallenge(db.database.prisma, { id: idOf("photo-story") }, ended, async () => {
      const closed = await refusal(submit(caller, "photo-story"));
      expect(closed).toMatchObject({
        code: "BAD_REQUEST",
        message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
      });
      // The moment as an instant: the page words it in its language on the festival's clocks.
      expect(textOf(closed)).toEqual({
        key: "arts.server.closed",
        values: { at: "2021-06-01T08:30:00.000Z" },
      });
    });
    const later = { startsAt: new Date("2099-06-01T08:30:00Z") };
    await whileChallenge(db.database.prisma, { id: idOf("photo-story") }, later, async () => {
      expect(textOf(await refusal(submit(caller, "photo-story")))).toEqual({
        key: "arts.server.notStarted",
        values: { at: "2099-06-01T08:30:00.000Z" },
      });
    });
  });

  it("allows one open submission per challenge, and a new one after a rejection", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const { caller: moderator } = await signedIn("MODERATOR");
    const first = await submit(caller);
    const second = await refusal(
      caller.submission.create(form("poem-of-the-day", "again", await pngFile())),
    );
    expect(second.code).toBe("CONFLICT");
    expect(textOf(second)).toEqual({ key: "arts.server.alreadyOpen" });
    expect(storedFilesOf(userId)).toEqual([]);
    // Two at once: the unique key lets exactly one through.
    const other = await signedIn("PARTICIPANT");
    const race = await Promise.allSettled([submit(other.caller), submit(other.caller)]);
    expect(race.filter((result) => result.status === "fulfilled")).toHaveLength(1);

    await moderator.moderation.submission.decide({
      ids: [first.submission.id],
      decision: "reject",
      reason: "Please add a title line.",
    });
    expect((await caller.submission.mine())[0]).toMatchObject({
      status: "REJECTED",
      reason: "Please add a title line.",
    });
    const again = await submit(caller, "poem-of-the-day", "Title\nLanterns on the lake");
    expect(again.submission.status).toBe("PENDING");
    // The old rejection cannot be approved while the new one is open.
    const reapprove = await refusal(
      moderator.moderation.submission.decide({ ids: [first.submission.id], decision: "approve" }),
    );
    expect(reapprove.code).toBe("CONFLICT");
    expect(reapprove.message).toBe(
      "The author has submitted again since; decide on the new submission.",
    );
    expect(textOf(reapprove)).toEqual({ key: "moderation.server.submittedAgain" });
    // Refused whole: the old one stays rejected, unpaid; the new one stays pending.
    expect((await caller.submission.mine()).map((row) => row.status)).toEqual([
      "PENDING",
      "REJECTED",
    ]);
    expect(await pointsOf(userId)).toBe(0);
  });

  it("keeps each person within their upload quota", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    // Earlier uploads that fill the 50 MB quota but for a few bytes.
    await db.database.prisma.media.create({
      data: {
        ownerId: userId,
        storageKey: `${userId}/00000000-0000-4000-8000-000000000000.webp`,
        thumbnailKey: `${userId}/00000000-0000-4000-8000-000000000000-thumb.webp`,
        contentType: "image/webp",
        width: 10,
        height: 10,
        bytes: 50 * 1024 * 1024 - 100,
      },
    });
    const error = await refusal(
      caller.submission.create(form("festival-sketch", "", await pngFile())),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(error).image?.[0]).toMatch(/more than your 50 MB of space/);
    expect(textOf(error)).toEqual({ key: "arts.server.quota", values: { quota: 50, used: 50 } });
    expect(storedFilesOf(userId)).toEqual([]);
    // Text needs no space.
    await expect(submit(caller, "poem-of-the-day")).resolves.toBeTruthy();
  });
});

describe("moderating", () => {
  it("approval awards the challenge's points once; withdrawing it takes them back; all audited", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const { caller: moderator, userId: moderatorId } = await signedIn("MODERATOR");
    const { submission } = await caller.submission.create(
      form("festival-sketch", "Main stage", await pngFile()),
    );
    const before = await pointsOf(userId);
    expect(
      await moderator.moderation.submission.decide({ ids: [submission.id], decision: "approve" }),
    ).toEqual({ decided: 1 });
    expect(await pointsOf(userId)).toBe(before + 15);
    const participation = await db.database.prisma.participation.findUniqueOrThrow({
      where: { userId_challengeId: { userId, challengeId: idOf("festival-sketch") } },
    });
    expect(participation.status).toBe("COMPLETED");
    // Approving again is refused: it would change nothing.
    await expect(
      moderator.moderation.submission.decide({ ids: [submission.id], decision: "approve" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await pointsOf(userId)).toBe(before + 15);

    const gallery = await (await as("anonymous")).submission.gallery({});
    expect(gallery.items.map((item) => item.id)).toContain(submission.id);

    await moderator.moderation.submission.decide({
      ids: [submission.id],
      decision: "reject",
      reason: "This is a photo of a poster, not a sketch.",
    });
    expect(await pointsOf(userId)).toBe(before);
    const after = await (await as("anonymous")).submission.gallery({});
    expect(after.items.map((item) => item.id)).not.toContain(submission.id);

    const audit = await db.database.prisma.auditLog.findMany({
      where: { targetType: "Submission", targetId: submission.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ["submission.approve", moderatorId],
      ["submission.reject", moderatorId],
    ]);
    expect(audit[0]?.before).toMatchObject({ status: "PENDING", text: "Main stage" });
    expect(audit[1]?.after).toMatchObject({
      status: "REJECTED",
      reason: "This is a photo of a poster, not a sketch.",
    });
  });

  it("decides in bulk, all or nothing, and never on one's own work", async () => {
    const { caller: moderator, userId: moderatorId } = await signedIn("MODERATOR");
    const authors = await Promise.all([signedIn("PARTICIPANT"), signedIn("PARTICIPANT")]);
    const submitted = await Promise.all(authors.map((author) => submit(author.caller)));
    const submissionIds = submitted.map((result) => result.submission.id);

    const rejectWithout = await refusal(
      moderator.moderation.submission.decide({
        ids: submissionIds,
        decision: "reject",
        reason: " ",
      }),
    );
    expect(fieldErrorsOf(rejectWithout).reason?.[0]).toMatch(/Give a reason/);
    const missing = await refusal(
      moderator.moderation.submission.decide({
        ids: [...submissionIds, "does-not-exist"],
        decision: "approve",
      }),
    );
    expect(missing.code).toBe("NOT_FOUND");
    expect(
      await db.database.prisma.submission.count({
        where: { id: { in: submissionIds }, status: "PENDING" },
      }),
    ).toBe(2);

    const own = await submit(moderator, "photo-story");
    const self = await refusal(
      moderator.moderation.submission.decide({
        ids: [...submissionIds, own.submission.id],
        decision: "approve",
      }),
    );
    expect(self.code).toBe("FORBIDDEN");
    expect(self.message).toBe(
      "Your own submission is among the 3 selected: someone else has to decide on it. Nothing was changed.",
    );
    expect(
      await db.database.prisma.submission.count({
        where: { id: { in: submissionIds }, status: "PENDING" },
      }),
    ).toBe(2);
    // Alone, and whatever the decision: refused too, and it stays pending.
    for (const input of [
      { ids: [own.submission.id], decision: "approve" as const },
      { ids: [own.submission.id], decision: "reject" as const, reason: "Mine." },
    ]) {
      const alone = await refusal(moderator.moderation.submission.decide(input));
      expect(alone).toMatchObject({
        code: "FORBIDDEN",
        message: "Someone else has to decide on your own submission.",
      });
    }
    expect(
      await db.database.prisma.submission.findUniqueOrThrow({
        where: { id: own.submission.id },
        select: { status: true },
      }),
    ).toEqual({ status: "PENDING" });
    // The queue and the help desk mark it as one's own, for this moderator only.
    const queue = await moderator.moderation.submission.queue({ pageSize: 100 });
    expect(queue.rows.filter((row) => row.own).map((row) => row.id)).toEqual([own.submission.id]);
    const { caller: colleague } = await signedIn("MODERATOR");
    const theirView = await colleague.moderation.submission.queue({ pageSize: 100 });
    expect(theirView.rows.find((row) => row.id === own.submission.id)?.own).toBe(false);
    expect((await moderator.moderation.person.overview({ userId: moderatorId })).own).toBe(true);
    expect((await colleague.moderation.person.overview({ userId: moderatorId })).own).toBe(false);

    const result = await moderator.moderation.submission.decide({
      ids: submissionIds,
      decision: "reject",
      reason: "Off topic.",
    });
    expect(result).toEqual({ decided: 2 });
    expect(
      await db.database.prisma.auditLog.count({
        where: { actorId: moderatorId, action: "submission.reject" },
      }),
    ).toBe(2);
  });

  it("filters the queue by status, challenge and area", async () => {
    const { caller: moderator } = await signedIn("MODERATOR");
    const { caller } = await signedIn("PARTICIPANT");
    const { submission } = await caller.submission.create(
      form("festival-sketch", "Queue me", await pngFile()),
    );
    const pending = await moderator.moderation.submission.queue({
      status: "PENDING",
      challengeId: idOf("festival-sketch"),
      area: "ARTS",
      pageSize: 100,
    });
    const row = pending.rows.find((item) => item.id === submission.id);
    expect(row).toMatchObject({
      text: "Queue me",
      status: "PENDING",
      challenge: expect.objectContaining({ title: "Festival sketch" }),
      media: expect.objectContaining({ width: 64, height: 48 }),
    });
    const fitness = await moderator.moderation.submission.queue({ area: "FITNESS", status: null });
    expect(fitness.rows.map((item) => item.id)).not.toContain(submission.id);
    const challenges = await moderator.moderation.submission.challenges();
    expect(challenges.map((challenge) => challenge.title)).toEqual(
      expect.arrayContaining(["Festival sketch", "Sunrise yoga"]),
    );
  });
});

describe("burst limit on uploads", () => {
  it("lets a person send a burst of submissions, then says how long to wait", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const slugs = ["poem-of-the-day", "festival-sketch", "photo-story"];
    for (let index = 0; index < LIMITS.uploadByUser.points; index++) {
      // Past the first submission per challenge these are refused (one open per challenge), and
      // still count: each one was sent.
      await caller.submission
        .create(form(slugs[index % slugs.length] ?? "poem-of-the-day", `Attempt ${index}`))
        .catch((error: unknown) => expect(error).toMatchObject({ code: "CONFLICT" }));
    }
    const limited = await refusal(
      caller.submission.create(form("festival-sketch", "", await pngFile())),
    );
    expectRateLimited(limited, LIMITS.uploadByUser.duration);
    expect(limited.message).toMatch(
      /^Too many uploads in a short time: try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(textOf(limited)).toMatchObject({
      key: "arts.server.tooManyUploads",
      values: { unit: expect.stringMatching(/^(second|minute)$/), count: expect.any(Number) },
    });
    expect(storedFilesOf(userId)).toEqual([]);
    // The same person may still write a care note; someone else may still upload.
    await expect(
      caller.care.create({
        kind: "GRATITUDE",
        message: "Thank you, gallery crew",
        anonymous: false,
      }),
    ).resolves.toMatchObject({ status: "PENDING" });
    const other = await signedIn("PARTICIPANT");
    await expect(
      other.caller.submission.create(form("festival-sketch", "", await pngFile())),
    ).resolves.toMatchObject({ submission: { status: "PENDING" } });
  });
});

describe("the gallery", () => {
  it("names authors with public profiles and pages through approved work", async () => {
    const { caller: moderator } = await signedIn("MODERATOR");
    const publicAuthor = await signedIn("PARTICIPANT");
    const privateAuthor = await signedIn("PARTICIPANT");
    await db.database.prisma.user.update({
      where: { id: publicAuthor.userId },
      data: { publicProfile: true },
    });
    const works = await Promise.all([
      submit(publicAuthor.caller, "photo-story", "Public work"),
      submit(privateAuthor.caller, "photo-story", "Private work"),
    ]);
    await moderator.moderation.submission.decide({
      ids: works.map((work) => work.submission.id),
      decision: "approve",
    });
    const visitor = await as("anonymous");
    const firstPage = await visitor.submission.gallery({
      challengeId: idOf("photo-story"),
      limit: 1,
    });
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.nextCursor).not.toBeNull();
    const secondPage = await visitor.submission.gallery({
      challengeId: idOf("photo-story"),
      limit: 1,
      cursor: firstPage.nextCursor,
    });
    const seen = [...firstPage.items, ...secondPage.items];
    expect(seen.map((item) => [item.text, item.author]).sort()).toEqual([
      ["Private work", "Anonymous"],
      ["Public work", publicAuthor.session.user.name],
    ]);
  });
});

describe("GET /api/media/{id}", () => {
  const fetchMedia = withMediaServer({
    prisma: async () => db.database.prisma,
    storage: () => storage,
  });

  const get = (mediaId: string, sessionId?: string, query = "") =>
    fetchMedia(`${mediaId}${query}`, {
      headers: sessionId ? { cookie: `session=${sessionId}` } : {},
    });

  it("serves pending work only to its owner and moderators, never cached", async () => {
    const owner = await signedIn("PARTICIPANT");
    const other = await signedIn("PARTICIPANT");
    const moderator = await signedIn("MODERATOR");
    const admin = await signedIn("ADMIN");
    const { submission } = await owner.caller.submission.create(
      form("festival-sketch", "", await pngFile()),
    );
    const mediaId = (
      await db.database.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } })
    ).mediaId;
    if (!mediaId) throw new Error("expected media");

    for (const sessionId of [owner.session.id, moderator.session.id, admin.session.id]) {
      const response = await get(mediaId, sessionId);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = Buffer.from(await response.arrayBuffer());
      expect((await sharp(body).metadata()).width).toBe(64);
    }
    for (const sessionId of [other.session.id, undefined, "not-a-session"]) {
      const response = await get(mediaId, sessionId);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }

    // Rejected work stays visible to its owner only (and moderators).
    await moderator.caller.moderation.submission.decide({
      ids: [submission.id],
      decision: "reject",
      reason: "Blurry.",
    });
    expect((await get(mediaId, owner.session.id)).status).toBe(200);
    expect((await get(mediaId)).status).toBe(404);
  });

  it("serves approved work to everyone, cacheable for minutes (serve-media.test.ts), and its thumbnail", async () => {
    const owner = await signedIn("PARTICIPANT");
    const moderator = await signedIn("MODERATOR");
    const { submission } = await owner.caller.submission.create(
      form(
        "photo-story",
        "Sunset",
        file(await picture(2400, 1200).jpeg().toBuffer(), "s.jpg", "image/jpeg"),
      ),
    );
    await moderator.caller.moderation.submission.decide({
      ids: [submission.id],
      decision: "approve",
    });
    const [item] = (
      await (
        await as("anonymous")
      ).submission.gallery({
        challengeId: idOf("photo-story"),
        limit: 1,
      })
    ).items;
    if (!item?.media) throw new Error("expected approved media in the gallery");
    expect(item.media).toMatchObject({
      width: 1600,
      height: 800,
      thumbnail: { width: 480, height: 240 },
    });

    const full = await get(item.media.id);
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toBe(
      "public, max-age=300, s-maxage=600, must-revalidate",
    );
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(1600);
    const thumb = await get(item.media.id, undefined, "?size=thumb");
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(480);
  });

  it("answers 404 for malformed and unknown ids and unknown sizes, 405 for writes", async () => {
    for (const mediaId of [
      "..%2F..%2Fetc%2Fpasswd",
      "x",
      "A".repeat(25),
      "clxxxxxxxxxxxxxxxxxxxxxxx",
    ])
      expect((await get(mediaId)).status).toBe(404);
    const owner = await signedIn("PARTICIPANT");
    const { submission } = await owner.caller.submission.create(
      form("festival-sketch", "", await pngFile()),
    );
    const row = await db.database.prisma.submission.findUniqueOrThrow({
      where: { id: submission.id },
    });
    expect((await get(row.mediaId ?? "", owner.session.id, "?size=huge")).status).toBe(404);
    const post = await fetchMedia(`${row.mediaId}`, { method: "POST" });
    expect(post.status).toBe(405);
  });
});

describe("the help desk", () => {
  it("finds people by name or email, a page at a time", async () => {
    const { caller: moderator } = await signedIn("MODERATOR");
    const person = await signedIn("PARTICIPANT");
    await db.database.prisma.user.update({
      where: { id: person.userId },
      data: { name: "Ximena Desk-Visitor" },
    });
    const byName = await moderator.moderation.person.search({ query: "desk-visitor" });
    expect(byName.rows.map((row) => row.id)).toEqual([person.userId]);
    const byEmail = await moderator.moderation.person.search({
      query: person.session.user.email.toUpperCase(),
    });
    expect(byEmail.rows.map((row) => row.id)).toEqual([person.userId]);
    const everyone = await moderator.moderation.person.search({
      query: "festival.test",
      pageSize: 2,
    });
    expect(everyone.rows).toHaveLength(2);
    expect(everyone.total).toBeGreaterThan(2);
    const tooShort = await refusal(moderator.moderation.person.search({ query: "x" }));
    expect(fieldErrorsOf(tooShort).query?.[0]).toMatch(/at least 2 letters/);
  });

  it("shows a person's participation and what waits for a decision", async () => {
    const { caller: moderator } = await signedIn("MODERATOR");
    const person = await signedIn("PARTICIPANT");
    const poem = await submit(person.caller, "poem-of-the-day", "Waiting poem");
    const sketch = await person.caller.submission.create(
      form("festival-sketch", "Approved sketch", await pngFile()),
    );
    await moderator.moderation.submission.decide({
      ids: [sketch.submission.id],
      decision: "approve",
    });
    const overview = await moderator.moderation.person.overview({ userId: person.userId });
    expect(overview.user.id).toBe(person.userId);
    expect(overview.totalPoints).toBe(15);
    expect(overview.areas.find((area) => area.area === "ARTS")?.points).toBe(15);
    expect(overview.challenges.map((row) => [row.challenge.title, row.status, row.points])).toEqual(
      expect.arrayContaining([
        ["Festival sketch", "COMPLETED", 15],
        ["Poem of the day", "NOT_STARTED", 0],
      ]),
    );
    expect(overview.achievements.map((row) => row.key)).toContain("first-challenge");
    expect(overview.pendingSubmissions.map((row) => row.id)).toEqual([poem.submission.id]);
    const nobody = await refusal(moderator.moderation.person.overview({ userId: "nobody" }));
    expect(nobody.code).toBe("NOT_FOUND");
    // Worded by the desk in its language (README "Languages").
    expect(textOf(nobody)).toEqual({ key: "helpDesk.server.noSuchPerson" });
    const noLink = await refusal(moderator.moderation.person.sendSignInLink({ userId: "nobody" }));
    expect(textOf(noLink)).toEqual({ key: "helpDesk.server.noSuchPerson" });
  });

  it("mails a person a working sign-in link, limited per address and audited", async () => {
    const { startMailbox, linkIn } = await import("~/test/mailbox");
    const mailbox = await startMailbox();
    try {
      const moderatorSession = await createSession(db.database, "MODERATOR");
      const desk = createCaller(
        testContext(db.database, moderatorSession, { mailer: mailbox.mailer() }).ctx,
      );
      const person = await signedIn("PARTICIPANT");
      const email = person.session.user.email;
      await expect(
        desk.moderation.person.sendSignInLink({ userId: person.userId }),
      ).resolves.toEqual({
        sentTo: email,
      });
      const mail = await mailbox.waitForMail(email);
      expect(mail.subject).toMatch(/sign-in link/);
      const token = new URL(linkIn(mail)).pathname.split("/").pop() ?? "";
      const visitor = testContext(db.database, null);
      const signedInAs = await createCaller(visitor.ctx).auth.consumeSignInLink({ token });
      expect(signedInAs.user.id).toBe(person.userId);
      expect(visitor.cookies.some((cookie) => cookie.startsWith("session="))).toBe(true);

      const audit = await db.database.prisma.auditLog.findFirst({
        where: { action: "user.sendSignInLink", targetId: person.userId },
      });
      expect(audit?.actorId).toBe(moderatorSession.user.id);
      // Five links an hour per address, as for "Email me a sign-in link".
      for (let sent = 1; sent < 5; sent++)
        await desk.moderation.person.sendSignInLink({ userId: person.userId });
      const limited = await refusal(
        desk.moderation.person.sendSignInLink({ userId: person.userId }),
      );
      expectRateLimited(limited);
      // The desk's own key (its page does not load the sign-in screens' messages), the wait in it.
      const wait = isAppError(limited.cause) ? limited.cause.retryAfterSeconds : null;
      expect(limited.message).toBe(`Too many attempts: try again in ${wait} seconds.`);
      expect(textOf(limited)).toEqual({
        key: "helpDesk.server.tooManyLinks",
        values: { seconds: wait },
      });
    } finally {
      await mailbox.close();
    }
  });
});

describe("deleting an account", () => {
  it("removes the person's stored images too", async () => {
    const person = await signedIn("PARTICIPANT");
    await person.caller.submission.create(form("festival-sketch", "", await pngFile()));
    expect(storedFilesOf(person.userId)).toHaveLength(2);
    const context = testContext(db.database, person.session);
    await createCaller(context.ctx).account.deleteAccount({ password: "correct horse battery" });
    await context.settled();
    expect(storedFilesOf(person.userId)).toEqual([]);
    expect(await db.database.prisma.media.count({ where: { ownerId: person.userId } })).toBe(0);
  });
});
