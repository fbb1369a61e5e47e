import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

export type MailerOptions = {
  /** smtp:// or smtps:// URL; without it mail goes to `outboxDir` as .eml files. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
  /** Outbox mode only, never on a real server: log the mail's first link so a demo works offline. */
  logLinks: boolean;
};

const FIRST_LINK = /https?:\/\/\S+/;

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ subject: message.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(options.outboxDir, `${Date.now()}-${safeTo}.eml`);
      if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer did not buffer the message");
      writeFileSync(file, info.message);
      const link = options.logLinks ? message.text.match(FIRST_LINK)?.[0] : undefined;
      options.log.info({ file, subject: message.subject, link }, "mail written to the outbox");
    },
  };
}

declare global {
  var festivalMailer: Mailer | undefined;
}

/** The app's mailer, configured from the environment. */
export async function getMailer(): Promise<Mailer> {
  const { env } = await import("~/env");
  const { getLogger } = await import("./logger");
  globalThis.festivalMailer ??= createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.resolve(/* turbopackIgnore: true */ env.MAIL_OUTBOX_DIR),
    log: getLogger(),
    // The demo (`npm run demo`, DEMO_DATA) runs in production mode but offline: its confirmation
    // and sign-in links must be findable without opening .eml files.
    logLinks: env.NODE_ENV !== "production" || env.DEMO_DATA,
  });
  return globalThis.festivalMailer;
}
