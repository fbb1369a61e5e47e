import { createHmac, randomBytes } from "node:crypto";
import type { PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { hashToken } from "~/server/auth/tokens";
import { isAppError, tooManyRequests } from "~/server/errors";
import { mailRecipient } from "~/server/i18n/locale";
import { getLogger } from "~/server/infra/logger";
import type { Mailer } from "~/server/infra/mail";
import { inboxDigestMail } from "~/server/infra/mail-templates";
import {
  DIGEST_MAX_TITLES,
  DIGEST_MIN_GAP_MS,
  entryTextOf,
  INBOX_PATH,
  inboxCutoff,
} from "~/shared/inbox/rules";
import type { digestInput, unsubscribeInput } from "~/shared/inbox/inputs";
import type { z } from "~/shared/zod";
import { countTokenUse, siteName, type RequestIo } from "./auth";
import { inboxWords } from "./inbox";

/**
 * The optional daily e-mail digest of the inbox (README "Notification inbox"): off unless the
 * person switches it on (an `InboxDigest` row); at most one mail a day, only when something
 * unread arrived since the last one; each mail carries a link that switches it off without
 * signing in. The link's token is an HMAC of the row's random seed under SESSION_SECRET, so every
 * mail of the same subscription carries the same long-lived token while the database holds only
 * its SHA-256 (a leaked database gives no working link); switching off deletes the row, so the
 * token stops working, and switching on again makes a new one.
 */

/** The unsubscribe token of a subscription: 43 characters of base64url (256 bits). */
export function unsubscribeToken(seed: string): string {
  return createHmac("sha256", env.SESSION_SECRET)
    .update(`inbox-digest-unsubscribe:${seed}`)
    .digest("base64url");
}

/**
 * A digest mail's unsubscribe link: the inbox's page with the token as `?token=` (which analytics
 * and error reports redact like every mailed token, src/lib/redact.ts).
 */
function unsubscribeUrl(appUrl: string, token: string): string {
  const url = new URL(INBOX_PATH, appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Whether my digest is on. */
export async function digestSetting(db: PrismaClient, userId: string) {
  const row = await db.inboxDigest.findUnique({ where: { userId }, select: { userId: true } });
  return { enabled: row !== null };
}

/** Switches my digest on (a new subscription, new token) or off (the row and its token go). */
export async function setDigest(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof digestInput>,
  now = new Date(),
) {
  if (!input.enabled) {
    await db.inboxDigest.deleteMany({ where: { userId } });
    return { enabled: false };
  }
  const seed = randomBytes(32).toString("base64url");
  await db.inboxDigest.upsert({
    where: { userId },
    // Already on: nothing changes (the token in earlier mails keeps working).
    update: {},
    create: { userId, seed, tokenHash: hashToken(unsubscribeToken(seed)), createdAt: now },
  });
  return { enabled: true };
}

/**
 * The unsubscribe link of a digest mail, without signing in (counted per IP like every mailed
 * link). A link that no longer works (already used, or the digest was switched off and on again)
 * answers that the digest of that link is off: it is, either way.
 */
export async function unsubscribeDigest(
  db: PrismaClient,
  input: z.output<typeof unsubscribeInput>,
  io: Pick<RequestIo, "rateLimits" | "ip">,
) {
  await countTokenUse(io).catch((error: unknown) => {
    // The inbox's page words its own refusals (it does not load the sign-in screens' words).
    if (!isAppError(error, "TOO_MANY_REQUESTS")) throw error;
    const seconds = error.retryAfterSeconds ?? 1;
    throw tooManyRequests(seconds, error.message, {
      key: "inbox.server.tooManyAttempts",
      values: { seconds },
    });
  });
  const { count } = await db.inboxDigest.deleteMany({
    where: { tokenHash: hashToken(input.token) },
  });
  return { unsubscribed: count > 0 };
}

/** Whether an unsubscribe link still switches a digest off (the page says so when it opens). */
export async function unsubscribeLinkWorks(db: PrismaClient, token: string): Promise<boolean> {
  const row = await db.inboxDigest.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { userId: true },
  });
  return row !== null;
}

/**
 * Sends the digests that are due (the hourly job): to each subscriber whose last digest is at
 * least a day old (or who has none yet) and who has unread entries that arrived since then (and
 * since switching on). Each row is claimed by a conditional update first, so two instances never
 * both send one; a mail that fails gives the claim back. Answers how many went out.
 */
export async function sendDigests(
  db: PrismaClient,
  mailer: Mailer,
  appUrl: string,
  now = new Date(),
): Promise<number> {
  const dueBefore = new Date(now.getTime() - DIGEST_MIN_GAP_MS);
  const due = await db.inboxDigest.findMany({
    where: { OR: [{ lastSentAt: null }, { lastSentAt: { lte: dueBefore } }] },
    select: {
      userId: true,
      seed: true,
      createdAt: true,
      lastSentAt: true,
      user: { select: { name: true, email: true, locale: true } },
    },
    take: 500,
  });
  let sent = 0;
  for (const row of due) {
    const since = new Date(
      Math.max(row.lastSentAt?.getTime() ?? 0, row.createdAt.getTime(), inboxCutoff(now).getTime()),
    );
    const entries = await db.notification.findMany({
      where: { userId: row.userId, readAt: null, createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
      take: DIGEST_MAX_TITLES + 1,
      select: { title: true, text: true },
    });
    if (entries.length === 0) continue;
    const unread = await db.notification.count({
      where: { userId: row.userId, readAt: null, createdAt: { gte: inboxCutoff(now) } },
    });
    const claimed = await db.inboxDigest.updateMany({
      where: {
        userId: row.userId,
        OR: [{ lastSentAt: null }, { lastSentAt: { lte: dueBefore } }],
      },
      data: { lastSentAt: now },
    });
    if (claimed.count === 0) continue;
    // No request: the person's stored language, else the festival's default; each entry in it
    // (by its key; an entry written before keys, as stored).
    const to = mailRecipient(row.user, null);
    const word = inboxWords(to.locale);
    const mail = inboxDigestMail(to, {
      siteName: siteName(),
      titles: entries
        .slice(0, DIGEST_MAX_TITLES)
        .map((entry) => word(entryTextOf(entry.text).text, entry.title)),
      unread,
      inboxUrl: new URL(INBOX_PATH, appUrl).toString(),
      unsubscribeUrl: unsubscribeUrl(appUrl, unsubscribeToken(row.seed)),
    });
    try {
      await mailer.send(mail);
      sent += 1;
    } catch (error) {
      await db.inboxDigest.updateMany({
        where: { userId: row.userId, lastSentAt: now },
        data: { lastSentAt: row.lastSentAt },
      });
      getLogger().warn({ err: error, userId: row.userId }, "inbox: a digest mail failed");
    }
  }
  return sent;
}
