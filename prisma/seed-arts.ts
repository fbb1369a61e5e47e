import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { STORED_CONTENT_TYPE } from "~/server/domain/images";
import { openKeyOf } from "~/server/domain/submissions";
import { processImage } from "~/server/infra/images";
import { getStorage, mediaKeys } from "~/server/infra/storage";
import { artworkPng } from "~/server/seed/artworks";
import type { AreaSeed } from "./seed-areas";

/** The challenges whose demo works get a drawn picture (poems stay text). */
const PICTURED = ["festival-sketch", "photo-story"];
/** At most this many pictures: the seed stays fast (each is drawn, encoded and stored). */
export const MAX_DEMO_PICTURES = 16;

/**
 * Drawn pictures for the demo's approved sketches and photo stories (generated here, see
 * ~/server/seed/artworks), processed and stored as an upload is, each with its Media row in a
 * short transaction of its own: drawing takes a while, so it runs after the demo seed's
 * transaction, not in it. Only works without a picture get one, up to MAX_DEMO_PICTURES in all,
 * so running it again adds nothing.
 */
export async function seedDemoPictures(prisma: PrismaClient): Promise<number> {
  const demo = { id: { startsWith: "seed:" } };
  const pictured = await prisma.submission.count({ where: { ...demo, mediaId: { not: null } } });
  const works = await prisma.submission.findMany({
    where: { ...demo, status: "APPROVED", mediaId: null, challenge: { slug: { in: PICTURED } } },
    // The newest first: the gallery's first page shows them.
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: Math.max(0, MAX_DEMO_PICTURES - pictured),
    select: { id: true, userId: true },
  });
  const storage = getStorage();
  for (const [index, work] of works.entries()) {
    const processed = await processImage(await artworkPng(pictured + index));
    const keys = mediaKeys(work.userId);
    await storage.put(keys.storageKey, processed.image.bytes, STORED_CONTENT_TYPE);
    await storage.put(keys.thumbnailKey, processed.thumbnail.bytes, STORED_CONTENT_TYPE);
    await prisma.$transaction(async (tx) => {
      const media = await tx.media.create({
        data: {
          ownerId: work.userId,
          ...keys,
          contentType: STORED_CONTENT_TYPE,
          width: processed.image.width,
          height: processed.image.height,
          bytes: processed.image.bytes.length + processed.thumbnail.bytes.length,
        },
        select: { id: true },
      });
      await tx.submission.update({ where: { id: work.id }, data: { mediaId: media.id } });
    });
  }
  return works.length;
}

/** Texts of the demo festival's approved works, by challenge (sketches and photos get a picture). */
const WORKS: Record<string, readonly string[]> = {
  "poem-of-the-day": [
    "Lanterns on the lake,\nthe bass line in my ribs,\nstrangers singing my song.",
    "Dust on my boots,\nglitter on my cheeks,\nI will wash neither tonight.",
    "The choir at sunset:\nforty voices, one breath,\nand the gulls joined in.",
    "Rain on the tent roof,\na ukulele next door,\nnobody minds the mud.",
    "Morning queue for coffee,\nhalf asleep, all smiling:\nfestival sunrise.",
  ],
  "festival-sketch": [
    "Charcoal sketch of the main stage from the hill, the crowd as tiny dots.",
    "Ink drawing of the food trucks at night, strings of lights between them.",
    "Watercolour of the refill station with the queue of colourful bottles.",
    "Pencil portraits of the brass band, drawn during their second encore.",
  ],
  "photo-story": [
    "The moment the rain stopped and everyone cheered at once.",
    "My grandmother dancing with a stranger in the front row.",
    "Fifty bikes, one gate, and the volunteer who kept them all in order.",
    "The last bus home, full of sleepy faces and flower crowns.",
  ],
};

/** A few poems waiting for a moderator, so the demo queue has something in it. */
const PENDING_POEMS = [
  "Under the oak tree\nsomeone left a harmonica;\nnow three of us play.",
  "Glow sticks like fireflies,\nthe DJ counts down from ten,\nmy feet count with him.",
];

/**
 * The arts area's demo content: a Submission row for every submission award the demo activity
 * generator put in the ledger (same id, so the gallery shows what the points count), plus two
 * pending poems. Their pictures come after, from seedDemoPictures; the catalogue (the challenges)
 * is the festival seed's.
 */
export const artsSeed: AreaSeed = {
  async demoContent(tx: Prisma.TransactionClient, { people, now }) {
    const awards = await tx.pointEntry.findMany({
      where: {
        userId: { in: people.map((person) => person.id) },
        sourceType: "SUBMISSION",
        seq: 0,
        sourceId: { startsWith: "seed:" },
      },
      orderBy: { createdAt: "asc" },
      select: {
        userId: true,
        sourceId: true,
        createdAt: true,
        challenge: { select: { id: true, slug: true } },
      },
    });
    const approved: Prisma.SubmissionCreateManyInput[] = [];
    awards.forEach((award, index) => {
      const challenge = award.challenge;
      if (!award.userId || !challenge) return;
      const texts = WORKS[challenge.slug] ?? WORKS["poem-of-the-day"] ?? [];
      const submitted = new Date(award.createdAt.getTime() - 45 * 60_000);
      approved.push({
        id: award.sourceId,
        userId: award.userId,
        challengeId: challenge.id,
        text: texts[index % texts.length] ?? "A work of the festival.",
        status: "APPROVED",
        openKey: openKeyOf({ userId: award.userId, challengeId: challenge.id }),
        moderatedAt: award.createdAt,
        createdAt: submitted,
      });
    });
    const created = await tx.submission.createMany({ data: approved, skipDuplicates: true });

    const poem = await tx.challenge.findUnique({
      where: { slug: "poem-of-the-day" },
      select: { id: true },
    });
    const takenKeys = new Set(approved.map((row) => row.openKey));
    const waiting = poem
      ? people
          .filter(
            (person) => !takenKeys.has(openKeyOf({ userId: person.id, challengeId: poem.id })),
          )
          .slice(0, PENDING_POEMS.length)
          .map((person, index) => ({
            userId: person.id,
            challengeId: poem.id,
            text: PENDING_POEMS[index] ?? "",
            openKey: openKeyOf({ userId: person.id, challengeId: poem.id }),
            createdAt: new Date(now.getTime() - (index + 1) * 20 * 60_000),
          }))
      : [];
    const pending = await tx.submission.createMany({ data: waiting, skipDuplicates: true });
    return created.count + pending.count;
  },
};
