import type { PrismaClient } from "~/generated/prisma/client";
import { inboxDataOf } from "./inbox";

/**
 * What each area holds about one person, for their data download (/account/personal): every row
 * they made or that was recorded for them, without other people's identities. Images are listed
 * by their address; they download from there.
 */
export async function areaDataOf(db: PrismaClient, userId: string) {
  const [
    bingoMarks,
    stationScans,
    waterBottle,
    bottleCollections,
    certificate,
    carePosts,
    careReports,
    submissions,
    inbox,
    announcementsClosed,
  ] = await Promise.all([
    db.bingoMark.findMany({
      where: { userId },
      select: {
        markedAt: true,
        task: { select: { position: true, text: true, card: { select: { difficulty: true } } } },
      },
      orderBy: { markedAt: "asc" },
    }),
    db.stationScan.findMany({
      where: { userId },
      select: { scannedAt: true, station: { select: { label: true } } },
      orderBy: { scannedAt: "asc" },
    }),
    db.waterBottle.findUnique({ where: { userId }, select: { code: true, createdAt: true } }),
    db.bottleCollection.findMany({
      where: { userId },
      select: {
        quantity: true,
        note: true,
        createdAt: true,
        deletedAt: true,
        deleteReason: true,
        waterPoint: { select: { name: true } },
      },
      orderBy: { createdAt: "asc" },
    }),
    db.certificate.findUnique({
      where: { userId },
      select: { serial: true, issuedAt: true, revokedAt: true, revokeReason: true },
    }),
    db.carePost.findMany({
      where: { userId },
      select: {
        kind: true,
        toName: true,
        category: true,
        message: true,
        anonymous: true,
        status: true,
        reason: true,
        createdAt: true,
        publishedAt: true,
      },
      orderBy: { createdAt: "asc" },
    }),
    db.careReport.findMany({
      where: { userId },
      select: { reason: true, createdAt: true, postId: true },
      orderBy: { createdAt: "asc" },
    }),
    db.submission.findMany({
      where: { userId },
      select: {
        text: true,
        status: true,
        reason: true,
        createdAt: true,
        mediaId: true,
        challenge: { select: { slug: true, title: true } },
      },
      orderBy: { createdAt: "asc" },
    }),
    inboxDataOf(db, userId),
    db.announcementDismissal.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, announcement: { select: { message: true } } },
    }),
  ]);
  return {
    bingoMarks: bingoMarks.map(({ markedAt, task }) => ({
      difficulty: task.card.difficulty,
      cell: task.position,
      task: task.text,
      markedAt,
    })),
    stationScans: stationScans.map(({ scannedAt, station }) => ({
      station: station.label,
      scannedAt,
    })),
    waterBottle,
    bottleCollections: bottleCollections.map(({ waterPoint, ...collection }) => ({
      ...collection,
      waterPoint: waterPoint.name,
    })),
    certificate,
    carePosts,
    careReports,
    submissions: submissions.map(({ mediaId, ...submission }) => ({
      ...submission,
      image: mediaId ? `/api/media/${mediaId}` : null,
    })),
    /** My notification inbox (the last 30 days). */
    inbox,
    /** Announcements I closed (on the banner or in the inbox), on every device. */
    announcementsClosed: announcementsClosed.map(({ createdAt, announcement }) => ({
      message: announcement.message,
      closedAt: createdAt,
    })),
  };
}
