import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { readSession } from "~/server/auth/session";
import { createLogger } from "~/server/infra/logger";
import { createMailer } from "~/server/infra/mail";
import { withTestDatabase } from "~/test/database";
import { linkIn, withMailbox } from "~/test/mailbox";

/** Every account flow, logged at the most verbose level: no email, password, token or session id. */

const db = withTestDatabase();
const mailbox = withMailbox();
const lines: string[] = [];
const log = createLogger(
  { level: "trace" },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

function caller(cookieHeader?: string) {
  const cookies: string[] = [];
  const mailer = createMailer({
    smtpUrl: mailbox.url,
    from: "Festival <no-reply@festival.test>",
    outboxDir: "",
    log,
    logLinks: false,
  });
  return {
    cookies,
    async build() {
      const session = cookieHeader
        ? (await readSession(db.database.prisma, cookieHeader)).session
        : null;
      const tasks: Promise<void>[] = [];
      const ctx = createInnerContext({
        database: db.database,
        session,
        mailer,
        log,
        ip: "198.51.100.4",
        setCookie: (cookie) => cookies.push(cookie),
        defer: (task) => void tasks.push(task()),
      });
      return { api: createCaller(ctx), settled: () => Promise.all(tasks) };
    },
  };
}

const tokenOf = (link: string) => link.split("/").pop() ?? "";

describe("logs", () => {
  it("never contain an email, a password, a token or a session id", async () => {
    const email = "private.person@festival.test";
    const password = "my first secret passphrase";
    const newPassword = "my second secret passphrase";
    const secrets = [email, password, newPassword];

    const visitor = caller();
    const registering = await visitor.build();
    await registering.api.auth.register({ name: "Private Person", email, password });
    await registering.settled();
    const confirmToken = tokenOf(linkIn(await mailbox.waitForMail(email, 1)));
    secrets.push(confirmToken);
    await registering.api.auth.consumeSignInLink({ token: confirmToken });
    const sessionCookie = visitor.cookies.find((cookie) => /session=/.test(cookie)) ?? "";
    const sessionId = /session=([^;]+)/.exec(sessionCookie)?.[1] ?? "";
    secrets.push(sessionId);

    const signedIn = await caller(`session=${sessionId}`).build();
    await signedIn.api.account.updateProfile({ name: "Private P.", publicProfile: false });
    await signedIn.api.account.exportData();
    const newEmail = "private.person.new@festival.test";
    secrets.push(newEmail);
    await signedIn.api.account.requestEmailChange({ newEmail, currentPassword: password });
    await signedIn.settled();
    const changeToken = tokenOf(linkIn(await mailbox.waitForMail(newEmail, 1)));
    secrets.push(changeToken);
    await signedIn.api.account.confirmEmailChange({ token: changeToken });
    await signedIn.settled();
    // Back to the first address, so the flows below use it.
    await signedIn.api.account.requestEmailChange({ newEmail: email, currentPassword: password });
    await signedIn.settled();
    const backToken = tokenOf(linkIn(await mailbox.waitForMail(email, 4)));
    await signedIn.api.account.confirmEmailChange({ token: backToken });
    await signedIn.settled();

    const anonymous = await caller().build();
    await anonymous.api.auth.login({ email, password: "not my password at all" }).catch(() => null);
    await anonymous.api.auth.register({ name: "Someone", email, password: "whatever it is 1" });
    await anonymous.api.auth.requestPasswordReset({ email });
    await anonymous.settled();
    const resetMail = mailbox.mailsTo(email).find((mail) => /Reset/.test(mail.subject ?? ""));
    const resetToken = tokenOf(linkIn(resetMail ?? (await mailbox.waitForMail(email, 6))));
    secrets.push(resetToken);
    await anonymous.api.auth.resetPassword({ token: resetToken, password: newPassword });
    await anonymous.settled();

    await anonymous.api.auth.requestSignInLink({ email });
    await anonymous.settled();
    const signInMail = mailbox.mailsTo(email).find((mail) => /sign/i.test(mail.subject ?? ""));
    const signInToken = tokenOf(linkIn(signInMail ?? (await mailbox.waitForMail(email, 3))));
    secrets.push(signInToken);
    await anonymous.api.auth.consumeSignInLink({ token: signInToken });
    await anonymous.api.auth.requestPasswordReset({ email: "nobody.here@festival.test" });
    await anonymous.settled();

    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join("\n");
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain("nobody.here@festival.test");
  });
});
