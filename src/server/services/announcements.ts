import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { AnnouncementLevel } from "~/generated/prisma/enums";
import { AppError, badRequest } from "~/server/errors";
import {
  ANNOUNCEMENTS_SHOWN,
  announcementState,
  isDismissible,
} from "~/shared/announcements/rules";
import type { AnnouncementInput, AnnouncementUpdateInput } from "~/shared/announcements/inputs";
import { auditedCreate, auditedUpdate } from "./audit";
import { publishLive } from "./live-updates";

/**
 * Announcements (README "Announcements"): moderators and admins publish, edit and withdraw them
 * (each change audited, then pushed to the wall's ticker); everyone sees the current ones; a
 * signed-in person's dismissal is kept per account.
 */

type Db = Prisma.TransactionClient;

const NO_SUCH_ANNOUNCEMENT = "There is no such announcement.";
/** The staff list shows the latest ones; older ones stay in the database and the audit log. */
const STAFF_LIST_MOST = 100;

const FIELDS = {
  id: true,
  message: true,
  link: true,
  level: true,
  startsAt: true,
  endsAt: true,
  withdrawnAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.AnnouncementSelect;

/** Shown at `now`: not withdrawn, started (or no start), not ended (or no end). */
export function activeAt(now: Date): Prisma.AnnouncementWhereInput {
  return {
    withdrawnAt: null,
    AND: [
      { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
      { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    ],
  };
}

export type ActiveAnnouncement = {
  id: string;
  message: string;
  link: string | null;
  level: AnnouncementLevel;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
  /** The viewer closed it (signed in, on any device); never true for an urgent one. */
  dismissed: boolean;
};

/**
 * The announcements shown to a viewer now (null = a visitor), urgent first, then newest first,
 * with whether this person closed each one. The banner hides the dismissed ones; the inbox may
 * list them all (and ask for more than the banner's three with `most`, up to 50). Cheap: phone
 * pages ask for it every 45 s.
 */
export async function activeAnnouncementsFor(
  db: Db,
  viewerId: string | null,
  now: Date = new Date(),
  most: number = ANNOUNCEMENTS_SHOWN,
): Promise<ActiveAnnouncement[]> {
  const rows = await db.announcement.findMany({
    where: activeAt(now),
    orderBy: [{ level: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, Math.trunc(most)), 50),
    select: {
      id: true,
      message: true,
      link: true,
      level: true,
      startsAt: true,
      endsAt: true,
      createdAt: true,
      ...(viewerId
        ? { dismissals: { where: { userId: viewerId }, select: { userId: true } } }
        : {}),
    },
  });
  return rows.map(({ dismissals, ...row }) => ({
    ...row,
    dismissed: isDismissible(row.level) && (dismissals?.length ?? 0) > 0,
  }));
}

/** Staff: the latest announcements with where each stands (current, scheduled, past, withdrawn). */
export async function listAnnouncementsForStaff(db: Db, now: Date = new Date()) {
  const rows = await db.announcement.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: STAFF_LIST_MOST,
    select: FIELDS,
  });
  return rows.map((row) => ({ ...row, state: announcementState(row, now) }));
}

export async function publishAnnouncement(
  db: PrismaClient,
  actorId: string,
  input: AnnouncementInput,
) {
  const created = await db.$transaction((tx) =>
    auditedCreate(tx, { actorId, action: "announcement.publish", targetType: "Announcement" }, () =>
      tx.announcement.create({ data: input, select: FIELDS }),
    ),
  );
  publishLive("announcements");
  return created;
}

/**
 * One audited change of an existing announcement (`change` may refuse after seeing it), then the
 * wall is told. Edit and withdraw both go through it.
 */
async function changeAnnouncement(
  db: PrismaClient,
  actorId: string,
  id: string,
  action: "announcement.update" | "announcement.withdraw",
  change: (
    tx: Prisma.TransactionClient,
    before: { withdrawnAt: Date | null },
  ) => Promise<Prisma.AnnouncementGetPayload<{ select: typeof FIELDS }>>,
) {
  const changed = await db.$transaction((tx) =>
    auditedUpdate(
      tx,
      { actorId, action, target: { type: "Announcement", id } },
      {
        load: () => tx.announcement.findUnique({ where: { id }, select: FIELDS }),
        notFound: NO_SUCH_ANNOUNCEMENT,
        notFoundText: { key: "announcements.server.noSuchAnnouncement" },
        update: (before) => change(tx, before),
      },
    ),
  );
  publishLive("announcements");
  return changed;
}

export function updateAnnouncement(
  db: PrismaClient,
  actorId: string,
  input: AnnouncementUpdateInput,
) {
  const { id, ...data } = input;
  return changeAnnouncement(db, actorId, id, "announcement.update", (tx, before) => {
    if (before.withdrawnAt)
      throw new AppError("BAD_REQUEST", "A withdrawn announcement cannot be edited.", {
        text: { key: "announcements.server.withdrawnNoEdit" },
      });
    return tx.announcement.update({ where: { id }, data, select: FIELDS });
  });
}

/** Takes an announcement back: shown nowhere from now on; kept for the list and the audit log. */
export function withdrawAnnouncement(
  db: PrismaClient,
  actorId: string,
  input: { id: string },
  now: Date = new Date(),
) {
  const { id } = input;
  return changeAnnouncement(db, actorId, id, "announcement.withdraw", (tx, before) => {
    if (before.withdrawnAt)
      throw new AppError("BAD_REQUEST", "This announcement was already withdrawn.", {
        text: { key: "announcements.server.alreadyWithdrawn" },
      });
    return tx.announcement.update({ where: { id }, data: { withdrawnAt: now }, select: FIELDS });
  });
}

/**
 * A signed-in person closes an announcement on all their devices. Closing one twice is fine; an
 * urgent one cannot be closed, and only one that is shown now can.
 */
export async function dismissAnnouncement(
  db: PrismaClient,
  userId: string,
  input: { id: string },
  now: Date = new Date(),
) {
  const { id } = input;
  const announcement = await db.announcement.findFirst({
    where: { id, ...activeAt(now) },
    select: { level: true },
  });
  if (!announcement) throw badRequest("This announcement is not shown any more.");
  if (!isDismissible(announcement.level))
    throw badRequest("An urgent announcement stays until it ends.");
  await db.announcementDismissal.upsert({
    where: { userId_announcementId: { userId, announcementId: id } },
    create: { userId, announcementId: id },
    update: {},
  });
  return { id };
}
