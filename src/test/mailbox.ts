import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createMailer, type Mailer } from "~/server/infra/mail";

/** The in-process SMTP server, not listening yet (see `startMailbox`). */
function createMailbox() {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          done();
        })
        .catch(done);
    },
  });
  let url = "";

  const recipientOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => v.address),
    );

  return {
    /** Starts listening on a free port of 127.0.0.1. */
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.server.address() as AddressInfo;
      url = `smtp://127.0.0.1:${port}`;
    },
    get url() {
      return url;
    },
    received,
    /** The app's mailer, pointed at this server. */
    mailer(): Mailer {
      return createMailer({
        smtpUrl: url,
        from: "Festival <no-reply@festival.test>",
        outboxDir: "",
        log: pino({ level: "silent" }),
        logLinks: false,
      });
    },
    mailsTo(address: string) {
      return received.filter((mail) => recipientOf(mail).includes(address));
    },
    /** Waits for the `count`-th mail to `address` (mail may be sent after the response). */
    async waitForMail(address: string, count = 1, timeoutMs = 5_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => recipientOf(mail).includes(address));
        if (mails.length >= count) return mails[count - 1]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server, in-process on 127.0.0.1, that keeps what it receives: tests send mail
 * through the app's real mailer (nodemailer over SMTP) and read it back here.
 */
export async function startMailbox() {
  const mailbox = createMailbox();
  await mailbox.listen();
  return mailbox;
}

/** The test file's mailbox (see `startMailbox`): listening before its tests, closed after them. */
export function withMailbox() {
  const mailbox = createMailbox();
  beforeAll(() => mailbox.listen());
  afterAll(() => mailbox.close());
  return mailbox;
}

/** The first link in a mail's plain-text body. */
export function linkIn(mail: ParsedMail): string {
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}"`);
  return link;
}
