import type { PrismaClient } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/server/api/errors";
import type { Mailer } from "~/server/infra/mail";
import { alreadyRegisteredMail, confirmEmailMail } from "~/server/infra/mail-templates";
import { hashPassword } from "./password";
import { issueToken } from "./tokens";

/**
 * Registration proves the mailbox before anyone signs in, so that its answer cannot tell whether
 * an address has an account (the router answers the same words either way, then defers this).
 *
 * - A new address: the account is made unconfirmed and a confirmation link is mailed; following
 *   it confirms the address and signs in (`/authenticated/{token}`, as a sign-in link).
 * - A confirmed account: nothing changes; its owner is told someone tried.
 * - An unconfirmed account (nobody proved the mailbox yet): the pending name and password are
 *   replaced and a fresh link is mailed (the earlier one stops working).
 */

type Deps = { db: PrismaClient; mailer: Mailer; appUrl: string; siteName: string };
type Registration = { name: string; email: string; password: string };

/** The link that confirms an address and signs in: the sign-in link's page. */
export function confirmationUrl(appUrl: string, token: string): string {
  return new URL(`/authenticated/${token}`, appUrl).toString();
}

export async function completeRegistration(deps: Deps, input: Registration): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const attempt = () =>
    deps.db.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({
        where: { email: input.email },
        select: { id: true, name: true, email: true, emailVerifiedAt: true },
      });
      if (existing?.emailVerifiedAt) return { owner: existing, token: null };
      const data = { name: input.name, passwordHash };
      const user = existing
        ? await tx.user.update({ where: { id: existing.id }, data, select: { id: true } })
        : await tx.user.create({ data: { ...data, email: input.email }, select: { id: true } });
      return { owner: null, token: await issueToken(tx, user.id, "EMAIL_CONFIRMATION") };
    });
  // Two registrations of one new address at once: the second finds the first's row on retry.
  const outcome = await attempt().catch((error: unknown) => {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  });
  if (outcome.owner) {
    const signIn = new URL("/auth/login", deps.appUrl).toString();
    await deps.mailer.send(alreadyRegisteredMail(outcome.owner, signIn, deps.siteName));
  } else if (outcome.token) {
    const url = confirmationUrl(deps.appUrl, outcome.token);
    await deps.mailer.send(confirmEmailMail(input, url, deps.siteName));
  }
}

/** A fresh confirmation link for an unconfirmed account that signed in with the right password. */
export async function resendConfirmation(
  deps: Deps,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const token = await deps.db.$transaction((tx) => issueToken(tx, user.id, "EMAIL_CONFIRMATION"));
  await deps.mailer.send(
    confirmEmailMail(user, confirmationUrl(deps.appUrl, token), deps.siteName),
  );
}
