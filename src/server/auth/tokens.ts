import { createHash, randomBytes } from "node:crypto";
import type { AuthTokenKind } from "~/generated/prisma/enums";
import type { PrismaClient } from "~/generated/prisma/client";
import type { ServerText } from "~/shared/i18n/server-text";

/** How long an emailed token stays valid. */
export const TOKEN_LIFETIME_MINUTES: Record<AuthTokenKind, number> = {
  PASSWORD_RESET: 60,
  SIGN_IN_LINK: 15,
  EMAIL_CONFIRMATION: 60,
  EMAIL_CHANGE: 60,
};

/** 32 random bytes in base64url: 256 bits, 43 characters, safe in a URL path. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type Db = Pick<PrismaClient, "authToken">;

/**
 * Issues a new single-use token and returns it; only its hash is stored. Issuing one makes every
 * earlier unused token of the same kind for that user stop working. An EMAIL_CHANGE token carries
 * the address it confirms (`newEmail`).
 */
export async function issueToken(
  db: Db,
  userId: string,
  kind: AuthTokenKind,
  options: { now?: Date; newEmail?: string } = {},
) {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.authToken.deleteMany({ where: { userId, kind, usedAt: null } });
  await db.authToken.create({
    data: {
      userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES[kind] * 60_000),
      newEmail: options.newEmail ?? null,
    },
  });
  return token;
}

/** Makes a user's unused tokens of these kinds stop working (e.g. a pending email change). */
export async function revokeTokens(db: Db, userId: string, kinds: AuthTokenKind[]) {
  await db.authToken.deleteMany({ where: { userId, kind: { in: kinds }, usedAt: null } });
}

export type TokenCheck =
  | { ok: true; userId: string; kind: AuthTokenKind; newEmail: string | null }
  | { ok: false; reason: TokenRefusalReason };

export type TokenRefusalReason = "unknown" | "used" | "expired";

/**
 * One kind of mailed link: the token kinds it accepts and the words that refuse it (with where to
 * ask for a new one). Its page says them when it opens; using the link says them too.
 */
export type MailedLink = {
  kinds: AuthTokenKind | readonly AuthTokenKind[];
  refusal(reason: TokenRefusalReason): string;
  /** The same refusal by message key, where the link's pages are converted (README "Languages"). */
  refusalText?(reason: TokenRefusalReason): ServerText;
};

/** The stored row of a token of one of `kinds`, looked up by its hash; null when there is none. */
async function findToken(db: Db, token: string, kinds: AuthTokenKind | readonly AuthTokenKind[]) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
  const accepted: readonly AuthTokenKind[] = typeof kinds === "string" ? [kinds] : kinds;
  return row && accepted.includes(row.kind) ? row : null;
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof findToken>>>;

type Refused = Exclude<TokenCheck, { ok: true }>;

function refusalOf(row: TokenRow | null, now: Date): Refused | null {
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return null;
}

/**
 * Whether a token of one of `kinds` would be accepted now, without using it up: what the page a
 * mailed link opens says at once (a used, expired or unknown link), before anything is typed.
 */
export async function peekToken(
  db: Db,
  token: string,
  kinds: AuthTokenKind | readonly AuthTokenKind[],
  now = new Date(),
): Promise<Refused | { ok: true }> {
  return refusalOf(await findToken(db, token, kinds), now) ?? { ok: true };
}

/**
 * Uses a token up, if it is of one of `kinds`. Marking it used is one conditional update, so two
 * simultaneous uses of the same token cannot both succeed.
 */
export async function consumeToken(
  db: Db,
  token: string,
  kinds: AuthTokenKind | readonly AuthTokenKind[],
  now = new Date(),
): Promise<TokenCheck> {
  const row = await findToken(db, token, kinds);
  const refusal = refusalOf(row, now);
  if (refusal || !row) return refusal ?? { ok: false, reason: "unknown" };
  const { count } = await db.authToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now },
  });
  return count === 1
    ? { ok: true, userId: row.userId, kind: row.kind, newEmail: row.newEmail }
    : { ok: false, reason: "used" };
}
