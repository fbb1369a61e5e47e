import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * The e2e mailbox: a real SMTP server on 127.0.0.1 that the app under test sends to
 * (SMTP_URL). It runs in Playwright's global setup, so it files each message as an .eml in a
 * folder that the tests, in their own processes, read back.
 */
export function e2eMailPort(appPort: number): number {
  return appPort + 25;
}

export function e2eMailDir(appPort: number): string {
  return path.resolve(`data/e2e-mail-${appPort}`);
}

export async function startMailServer(port: number, dir: string): Promise<() => Promise<void>> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        writeFileSync(path.join(dir, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function mailsIn(dir: string): Promise<ParsedMail[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}

/** The mails received so far for `address`, oldest first. */
export async function mailsTo(dir: string, address: string): Promise<ParsedMail[]> {
  return (await mailsIn(dir)).filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((a) => a.value.some((v) => v.address === address));
  });
}

/** Waits for the `count`-th mail to `address` and returns it. */
export async function waitForMail(dir: string, address: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dir, address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline)
      throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function firstLink(mail: ParsedMail): string {
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in "${mail.subject}"`);
  return link;
}
