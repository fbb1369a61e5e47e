import type { Prisma } from "~/generated/prisma/client";
import { STORED_CONTENT_TYPE } from "~/server/domain/images";
import { openKeyOf } from "~/server/domain/submissions";
import { processImage } from "~/server/infra/images";
import { getStorage, mediaKeys } from "~/server/infra/storage";
import { artworkPng } from "~/server/seed/artworks";
import type { AreaSeed } from "./seed-areas";

/** The challenges whose demo works get a drawn picture (poems stay text). */
const PICTURED = new Set(["festival-sketch", "photo-story"]);
/** At most this many pictures: the seed stays fast (each is drawn, encoded and stored). */
const MAX_PICTURES = 24;

/**
 * A drawn picture for each of `works` (generated at seed time, see ~/server/seed/artworks),
 * processed and stored as an upload is; returns the Media rows' ids, by submission id.
 */
async function drawPictures(
  tx: Prisma.TransactionClient,
  works: readonly { id: string; userId: string }[],
): Promise<Map<string, string>> {
  const storage = getStorage();
  const mediaIds = new Map<string, string>();
  for (const [index, work] of works.entries()) {
    const processed = await processImage(await artworkPng(index));
    const keys = mediaKeys(work.userId);
    await storage.put(keys.storageKey, processed.image.bytes, STORED_CONTENT_TYPE);
    await storage.put(keys.thumbnailKey, processed.thumbnail.bytes, STORED_CONTENT_TYPE);
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
    mediaIds.set(work.id, media.id);
  }
  return mediaIds;
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
 * pending poems. Sketches and photo stories get a drawn picture; the catalogue (the challenges) is
 * the festival seed's.
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
    const slugs = new Map<string, string>();
    awards.forEach((award, index) => {
      const challenge = award.challenge;
      if (!award.userId || !challenge) return;
      slugs.set(challenge.id, challenge.slug);
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
    // Only works not there yet get a picture: running the seed again adds nothing.
    const existing = new Set(
      (
        await tx.submission.findMany({
          where: { id: { in: approved.map((row) => row.id ?? "") } },
          select: { id: true },
        })
      ).map((row) => row.id),
    );
    const toPicture = approved
      .filter((row) => !existing.has(row.id ?? ""))
      .filter((row) => PICTURED.has(slugs.get(row.challengeId) ?? ""))
      .slice(0, MAX_PICTURES)
      .map((row) => ({ id: row.id ?? "", userId: row.userId }));
    const pictures = await drawPictures(tx, toPicture);
    const created = await tx.submission.createMany({
      data: approved.map((row) => ({ ...row, mediaId: pictures.get(row.id ?? "") ?? null })),
      skipDuplicates: true,
    });

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
