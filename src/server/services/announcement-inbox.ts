import type { PrismaClient } from "~/generated/prisma/client";
import type { InboxEntry } from "~/shared/inbox/rules";
import { activeAt } from "./announcements";
import type { InboxSource } from "./inbox";

/**
 * Announcements in the inbox (README "Notification inbox"): every announcement shown now, read
 * once the person closed it, on the banner or here (the same `AnnouncementDismissal` row). An
 * urgent one read here stays on the banner until it ends, as urgent ones do.
 */
export const ANNOUNCEMENTS_IN_INBOX = 50;

export const announcementInbox: InboxSource = {
  async entries(db, userId, now) {
    const rows = await db.announcement.findMany({
      where: activeAt(now),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: ANNOUNCEMENTS_IN_INBOX,
      select: {
        id: true,
        message: true,
        link: true,
        level: true,
        startsAt: true,
        createdAt: true,
        dismissals: { where: { userId }, select: { userId: true } },
      },
    });
    return rows.map((row): InboxEntry => ({
      id: row.id,
      source: "announcement",
      kind: row.level === "URGENT" ? "ANNOUNCEMENT_URGENT" : "ANNOUNCEMENT",
      // What the staff wrote, as written: no key.
      title: row.message,
      text: null,
      detail: null,
      detailText: null,
      link: row.link,
      createdAt: row.startsAt ?? row.createdAt,
      read: row.dismissals.length > 0,
    }));
  },
  unread: (db, userId, now) =>
    db.announcement.count({ where: { ...activeAt(now), dismissals: { none: { userId } } } }),
  async markRead(db, userId, id, now) {
    const shown = await db.announcement.findFirst({
      where: { id, ...activeAt(now) },
      select: { id: true },
    });
    if (!shown) return false;
    await markAnnouncementsRead(db, userId, [shown.id]);
    return true;
  },
  async markAllRead(db, userId, now) {
    const unread = await db.announcement.findMany({
      where: { ...activeAt(now), dismissals: { none: { userId } } },
      select: { id: true },
      take: ANNOUNCEMENTS_IN_INBOX,
    });
    return markAnnouncementsRead(
      db,
      userId,
      unread.map((row) => row.id),
    );
  },
};

async function markAnnouncementsRead(db: PrismaClient, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const { count } = await db.announcementDismissal.createMany({
    data: ids.map((announcementId) => ({ announcementId, userId })),
    skipDuplicates: true,
  });
  return count;
}
