import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createMailer, type Mailer } from "~/server/infra/mail";

/**
 * A real SMTP server, in-process on 127.0.0.1, that keeps what it receives: tests send mail
 * through the app's real mailer (nodemailer over SMTP) and read it back here.
 */
export async function startMailbox() {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;

  const recipientOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => v.address),
    );

  return {
    url,
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

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The test file's mailbox (see `startMailbox`): started before its tests, closed after them. */
export function withMailbox(): Omit<Mailbox, "close"> {
  let started: Mailbox | undefined;
  beforeAll(async () => {
    started = await startMailbox();
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error("the mailbox starts in beforeAll: use it inside a test");
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    mailer: () => current().mailer(),
    mailsTo: (address) => current().mailsTo(address),
    waitForMail: (...args) => current().waitForMail(...args),
  };
}

/** The first link in a mail's plain-text body. */
export function linkIn(mail: ParsedMail): string {
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}"`);
  return link;
}
