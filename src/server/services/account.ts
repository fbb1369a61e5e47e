import type { PrismaClient } from "~/generated/prisma/client";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { blankSessionCookie, endUserSessions, type AuthSession } from "~/server/auth/session";
import {
  issueToken,
  revokeTokens,
  type MailedLink,
  type TokenRefusalReason,
} from "~/server/auth/tokens";
import { isUniqueViolation } from "~/server/database/errors";
import { AppError, fieldError } from "~/server/errors";
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from "~/server/infra/mail-templates";
import { getStorage, storedKeysOf } from "~/server/infra/storage";
import { localeSettings, mailRecipient } from "~/server/i18n/locale";
import { isLocale, type Locale } from "~/shared/i18n/locales";
import type { ServerText, ServerTextKey } from "~/shared/i18n/server-text";
import { ACCOUNT_CHECKS } from "~/shared/account-checks";
import { accountDeletionRefusal } from "~/shared/roles";
import { allInLanguage } from "./content";
import { publishLive } from "./live-updates";
import { countTokenUse, redeemToken, siteName, type RequestIo } from "./auth";
import { refuseStaffName } from "./display-names";
import { areaDataOf } from "./personal-data";
import { userStanding } from "./standings";
import { leaveTeamOnDeletion } from "./teams";
import { otherAdminsLocked } from "./user-roles";

/** My account: my data, name and profile switch, email and password, export, deletion. */

/** A user as their own account pages, the admin's list and the help desk show them. */
export const ACCOUNT_FIELDS = {
  id: true,
  name: true,
  email: true,
  role: true,
  publicProfile: true,
  createdAt: true,
} as const;

/** Where the link that confirms a new email address leads (under /auth/: never kept as lastpath). */
export const CONFIRM_EMAIL_PATH = "/auth/confirm-email";

/**
 * Asks the signed-in user for their password again (`passwordCheckByUser` counts each try): a
 * field error on `field` when it is wrong. Returns who they are, for the notices it leads to.
 */
async function checkPassword(
  db: PrismaClient,
  userId: string,
  typed: { password: string; field?: string },
  io: Pick<RequestIo, "rateLimits">,
) {
  await io.rateLimits.consume("passwordCheckByUser", userId);
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, passwordHash: true, locale: true },
  });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, typed.password))) {
    const field = typed.field ?? "currentPassword";
    throw field === "currentPassword"
      ? fieldError("BAD_REQUEST", field, "This is not your current password.", {
          key: "account.server.wrongCurrentPassword",
        })
      : fieldError("BAD_REQUEST", field, "This is not your password.", {
          key: "account.server.wrongPassword",
        });
  }
  return user;
}

/**
 * The signed-in user as stored now (the session copy may be a request old), with their points and
 * rank from the ledger's rollup and how many achievements they hold (their badges named in
 * `locale`).
 */
export async function myAccount(db: PrismaClient, session: AuthSession, locale: Locale) {
  const userId = session.user.id;
  const [user, standing, earned, achievements, stored] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: ACCOUNT_FIELDS }),
    userStanding(db, userId),
    db.userAchievement.findMany({
      where: { userId },
      orderBy: { earnedAt: "asc" },
      select: { achievement: { select: { key: true, title: true, translations: true } } },
    }),
    db.achievement.count(),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { locale: true } }),
  ]);
  const { offered } = localeSettings();
  return {
    user,
    loggedInAt: session.loggedInAt,
    /** My language (README "Languages"): the form offers a choice only when there is one. */
    language: { chosen: isLocale(stored.locale) ? stored.locale : null, offered },
    standing,
    achievements: {
      earned: earned.length,
      total: achievements,
      /** What I hold, first earned first: the profile shows their badges. */
      badges: allInLanguage(
        "achievement",
        earned.map((row) => row.achievement),
        locale,
      ),
    },
  };
}

/**
 * Name, the public switch and the language (only one the festival offers; absent = unchanged).
 * The email changes only through `requestEmailChange`.
 */
export async function updateProfile(
  db: PrismaClient,
  userId: string,
  input: { name: string; publicProfile: boolean; locale?: Locale | null },
  offered: readonly Locale[] = localeSettings().offered,
) {
  if (input.locale && !offered.includes(input.locale)) {
    throw fieldError("BAD_REQUEST", "locale", "Choose one of the languages offered.", {
      key: "account.server.languageNotOffered",
    });
  }
  await refuseStaffName(db, input.name, userId);
  const user = await db.user.update({
    where: { id: userId },
    data: { name: input.name, publicProfile: input.publicProfile, locale: input.locale },
    select: ACCOUNT_FIELDS,
  });
  return { user };
}

/**
 * The language switch of a signed-in person (README "Languages"): stores the choice, which then
 * decides the language of their pages and mails on every device. Only a language offered.
 */
export async function setLocale(
  db: PrismaClient,
  userId: string,
  input: { locale: Locale },
  offered: readonly Locale[] = localeSettings().offered,
) {
  if (!offered.includes(input.locale)) {
    throw fieldError("BAD_REQUEST", "locale", "Choose one of the languages offered.", {
      key: "account.server.languageNotOffered",
    });
  }
  await db.user.update({ where: { id: userId }, data: { locale: input.locale } });
  return { locale: input.locale };
}

/**
 * Asks for the current password, then mails the old address a notice and the new one a link
 * (`confirmEmailChange`). Whether the new address has an account is not told here: only its
 * mailbox finds out, when the link is refused.
 */
export async function requestEmailChange(
  db: PrismaClient,
  userId: string,
  input: { newEmail: string; currentPassword: string },
  io: RequestIo,
) {
  const user = await checkPassword(db, userId, { password: input.currentPassword }, io);
  if (input.newEmail === user.email) {
    throw fieldError("BAD_REQUEST", "newEmail", "This is already your email address.", {
      key: "account.server.sameEmail",
    });
  }
  await io.rateLimits.consume("emailLinkByEmail", input.newEmail);
  const token = await db.$transaction((tx) =>
    issueToken(tx, userId, "EMAIL_CHANGE", { newEmail: input.newEmail }),
  );
  const url = new URL(`${CONFIRM_EMAIL_PATH}/${token}`, io.appUrl).toString();
  const to = mailRecipient(user, io.locale);
  io.defer(async () => {
    await io.mailer.send(emailChangeRequestedMail(to, input.newEmail, siteName()));
    await io.mailer.send(confirmEmailChangeMail({ ...to, email: input.newEmail }, url, siteName()));
  });
  return {
    message: `We sent a link to ${input.newEmail}. Your email address changes when you open it (within 60 minutes).`,
    text: { key: "account.server.emailChangeSent", values: { email: input.newEmail } },
  } satisfies { message: string; text: ServerText };
}

/** The keys of a refused confirmation link's words (README "Languages"). */
const EMAIL_CHANGE_LINK_TEXT = {
  unknown: "auth.server.emailLinkUnknown",
  used: "auth.server.emailLinkUsed",
  expired: "auth.server.emailLinkExpired",
} as const satisfies Record<TokenRefusalReason, ServerTextKey>;

/** The link mailed to the new address of an email change (`/auth/confirm-email/{token}`). */
export const EMAIL_CHANGE_LINK: MailedLink = {
  kinds: "EMAIL_CHANGE",
  refusalText: (reason) => ({ key: EMAIL_CHANGE_LINK_TEXT[reason] }),
  refusal(reason) {
    const message = {
      unknown: "This confirmation link is not valid.",
      used: "This confirmation link was already used.",
      expired: "This confirmation link has expired.",
    }[reason];
    return `${message} Ask for the change again from your personal data page.`;
  },
};

/**
 * The link from the new mailbox: makes the change if the address is still free, ends every
 * other session and tells the old address. Anyone holding the link may use it (it names the
 * account); the device it is opened on stays signed in if it was.
 */
export async function confirmEmailChange(
  db: PrismaClient,
  input: { token: string },
  io: RequestIo,
  now = new Date(),
) {
  await countTokenUse(io);
  const { before, email } = await redeemToken(
    db,
    input.token,
    EMAIL_CHANGE_LINK,
    async (tx, check) => {
      if (!check.newEmail) {
        throw new AppError("BAD_REQUEST", EMAIL_CHANGE_LINK.refusal("unknown"), {
          text: { key: EMAIL_CHANGE_LINK_TEXT.unknown },
        });
      }
      const previous = await tx.user.findUniqueOrThrow({
        where: { id: check.userId },
        select: { id: true, name: true, email: true, locale: true },
      });
      await tx.user.update({
        where: { id: check.userId },
        data: { email: check.newEmail, emailVerifiedAt: now },
      });
      const keep = io.session?.user.id === check.userId ? io.session.id : undefined;
      await endUserSessions(tx, check.userId, keep);
      return { before: previous, email: check.newEmail };
    },
    now,
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        "Another account uses this email address now, so yours was not changed. Ask for the change again with another address.",
        { text: { key: "auth.server.emailTaken" } },
      );
    }
    throw error;
  });
  const to = mailRecipient(before, io.locale);
  io.defer(() => io.mailer.send(emailChangedMail(to, email, siteName())));
  return { email };
}

/** Changes the password and signs out every other device; this one stays signed in. */
export async function changePassword(
  db: PrismaClient,
  session: AuthSession,
  input: { currentPassword: string; newPassword: string },
  io: RequestIo,
) {
  const userId = session.user.id;
  const user = await checkPassword(db, userId, { password: input.currentPassword }, io);
  if (input.newPassword.trim().toLowerCase() === user.email) {
    throw fieldError("BAD_REQUEST", "newPassword", ACCOUNT_CHECKS.passwordIsEmail, {
      key: "auth.checks.passwordIsEmail",
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await endUserSessions(tx, userId, session.id);
    // The notice of a requested email change says "change your password": that cancels it.
    await revokeTokens(tx, userId, ["EMAIL_CHANGE"]);
  });
  await io.rateLimits.reset("passwordCheckByUser", userId);
  const to = mailRecipient(user, io.locale);
  io.defer(() => io.mailer.send(passwordChangedMail(to, siteName())));
  return { passwordChanged: true };
}

/** Everything stored about me, as JSON to download (DESIGN §6.7). */
export async function exportAccountData(db: PrismaClient, session: AuthSession, now = new Date()) {
  const userId = session.user.id;
  const [user, sessions, participations, points, achievements, areas, teamMemberships] =
    await Promise.all([
      db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { ...ACCOUNT_FIELDS, updatedAt: true },
      }),
      db.session.findMany({
        where: { userId },
        select: { id: true, loggedInAt: true, expiresAt: true },
      }),
      db.participation.findMany({
        where: { userId },
        select: {
          status: true,
          joinedAt: true,
          completedAt: true,
          challenge: { select: { slug: true, title: true, area: true } },
        },
      }),
      db.pointEntry.findMany({
        where: { userId },
        select: { amount: true, reason: true, area: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.userAchievement.findMany({
        where: { userId },
        select: { earnedAt: true, achievement: { select: { key: true, title: true } } },
      }),
      areaDataOf(db, userId),
      db.teamMembership.findMany({
        where: { userId },
        select: { joinedAt: true, leftAt: true, team: { select: { name: true } } },
        orderBy: { joinedAt: "asc" },
      }),
    ]);
  return {
    exportedAt: now,
    user,
    // Session ids are credentials: the export says which device is this one, nothing more.
    sessions: sessions.map(({ id, ...row }) => ({ ...row, thisDevice: id === session.id })),
    participations,
    points,
    achievements,
    ...areas,
    teamMemberships,
  };
}

/**
 * Deletes my account: sessions, tokens, participations and achievements go with it; my ledger
 * rows stay without my name, so festival totals do not shrink. The last admin cannot leave.
 */
export async function deleteAccount(
  db: PrismaClient,
  userId: string,
  input: { password: string },
  io: RequestIo,
) {
  await checkPassword(db, userId, { password: input.password, field: "password" }, io);
  const mediaKeys = await db.$transaction(async (tx) => {
    const otherAdmins = await otherAdminsLocked(tx, userId);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { role: true },
    });
    const refusal = accountDeletionRefusal({ role: user.role, otherAdmins });
    if (refusal)
      throw new AppError("CONFLICT", refusal, { text: { key: "account.server.lastAdmin" } });
    // The media rows go with the user (cascade); their files are removed once that is final.
    const keys = await storedKeysOf(tx, userId);
    // My team keeps a captain (or goes, if I was its last member) before my rows do.
    await leaveTeamOnDeletion(tx, userId);
    await tx.user.delete({ where: { id: userId } });
    return keys;
  });
  if (mediaKeys.length > 0) io.defer(() => getStorage().remove(mediaKeys));
  // Their posts left the wall and their points the leaderboard.
  publishLive("wall");
  publishLive("leaderboard");
  io.setCookie(blankSessionCookie(db));
  io.log.info("account deleted");
  return { deleted: true };
}
