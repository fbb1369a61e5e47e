import { describe, expect, it } from "vitest";
import { sendDigests } from "~/server/services/inbox-digest";
import { hashToken } from "~/server/auth/tokens";
import { callerFor, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { withMailbox } from "~/test/mailbox";
import { refusal } from "~/test/refusals";

/** The inbox's optional daily e-mail digest, through the real mailer and an SMTP server. */

const db = withTestDatabase();
const mailbox = withMailbox();
const prisma = () => db.database.prisma;
const APP_URL = "http://festival.test";
const HOUR = 60 * 60 * 1000;

/** A person who switched the digest on, then got `entries` (unread), and when they came. */
async function subscriber(entries: string[]) {
  const person = await signedIn(db.database, "PARTICIPANT");
  await expect(person.caller.inbox.digest()).resolves.toEqual({ enabled: false });
  await person.caller.inbox.setDigest({ enabled: true });
  await expect(person.caller.inbox.digest()).resolves.toEqual({ enabled: true });
  const at = new Date();
  await prisma().notification.createMany({
    data: entries.map((title, index) => ({
      userId: person.session.user.id,
      kind: "TEAM" as const,
      title,
      createdAt: new Date(at.getTime() + index),
    })),
  });
  return Object.assign(person, { at });
}

/** Sends the digests due at `now`; answers how many went. */
const run = (now: Date) => sendDigests(prisma(), mailbox.mailer(), APP_URL, now);

const mailsTo = (person: Awaited<ReturnType<typeof subscriber>>) =>
  mailbox.mailsTo(person.session.user.email);

/** The unsubscribe link of a digest mail (the one after "Stop these mails"). */
function unsubscribeLinkOf(text: string): string {
  const link = text.match(/Stop these mails: (\S+)/)?.[1];
  if (!link) throw new Error("no unsubscribe link");
  return link;
}

describe("the daily digest", () => {
  it("is off by default: nobody who did not switch it on gets one", async () => {
    const person = await signedIn(db.database, "PARTICIPANT");
    await prisma().notification.create({
      data: { userId: person.session.user.id, kind: "TEAM", title: "Quiet" },
    });
    await expect(run(new Date(Date.now() + HOUR))).resolves.toBe(0);
    expect(mailbox.mailsTo(person.session.user.email)).toEqual([]);
  });

  it("mails what is unread at most once a day, with a working unsubscribe link", async () => {
    const person = await subscriber([
      "Your gratitude note was approved",
      "Achievement earned: First steps",
    ]);
    const email = person.session.user.email;
    const soon = new Date(person.at.getTime() + HOUR);
    await expect(run(soon)).resolves.toBe(1);
    const mail = await mailbox.waitForMail(email);
    expect(mail.subject).toBe("New in your Festival Challenges inbox");
    expect(mail.text).toContain("2 entries are unread in your inbox.");
    expect(mail.text).toContain("• Your gratitude note was approved");
    expect(mail.text).toContain("• Achievement earned: First steps");
    expect(mail.text).toContain(`Open your inbox: ${APP_URL}/inbox`);
    const link = unsubscribeLinkOf(mail.text ?? "");
    expect(link).toMatch(/^http:\/\/festival\.test\/inbox\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.html || "").toContain(`<a href="${link}">Stop these mails</a>`);
    // The database holds only the token's hash.
    const token = new URL(link).searchParams.get("token") ?? "";
    const row = await prisma().inboxDigest.findUniqueOrThrow({
      where: { userId: person.session.user.id },
    });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // A new entry the same day: no second mail until a day after the first.
    await prisma().notification.create({
      data: {
        userId: person.session.user.id,
        kind: "TEAM",
        title: "Later that day",
        createdAt: new Date(soon.getTime() + HOUR),
      },
    });
    await expect(run(new Date(soon.getTime() + 5 * HOUR))).resolves.toBe(0);
    const nextDay = new Date(soon.getTime() + 25 * HOUR);
    await expect(run(nextDay)).resolves.toBe(1);
    const second = await mailbox.waitForMail(email, 2);
    expect(second.text).toContain("• Later that day");
    expect(second.text).not.toContain("First steps");
    // The same long-lived link in every mail.
    expect(unsubscribeLinkOf(second.text ?? "")).toBe(link);

    // Nothing new: no mail, however long.
    await expect(run(new Date(nextDay.getTime() + 50 * HOUR))).resolves.toBe(0);
    expect(mailsTo(person)).toHaveLength(2);

    // The link works without signing in; afterwards it says the digest is off already.
    const visitor = callerFor(db.database, null).caller;
    await expect(visitor.inbox.unsubscribe({ token })).resolves.toEqual({ unsubscribed: true });
    await expect(person.caller.inbox.digest()).resolves.toEqual({ enabled: false });
    await expect(visitor.inbox.unsubscribe({ token })).resolves.toEqual({ unsubscribed: false });
  });

  it("is in the person's stored German, with its plural, links and the titles as written", async () => {
    const person = await subscriber(["Achievement earned: First steps"]);
    await prisma().user.update({ where: { id: person.session.user.id }, data: { locale: "de" } });
    await expect(run(new Date(person.at.getTime() + HOUR))).resolves.toBe(1);
    const mail = await mailbox.waitForMail(person.session.user.email);
    expect(mail.subject).toBe("Neu in deinem Postfach bei Festival Challenges");
    expect(mail.text).toContain(`Hallo ${person.session.user.name},`);
    expect(mail.text).toContain("1 Eintrag ist in deinem Postfach ungelesen.");
    expect(mail.text).toContain("• Achievement earned: First steps");
    expect(mail.text).toContain(`Postfach öffnen: ${APP_URL}/inbox`);
    expect(mail.text).toMatch(/Diese Mails abbestellen: http:\/\/festival\.test\/inbox\?token=/);
  });

  it("words each entry in the person's language from its key; older entries as stored", async () => {
    const person = await subscriber(["You are now the captain of the team “Owls”."]);
    const at = new Date(person.at.getTime() + 10);
    await prisma().notification.createMany({
      data: [
        {
          userId: person.session.user.id,
          kind: "ACHIEVEMENT_EARNED",
          title: "Achievement earned: First steps",
          text: {
            key: "inbox.entries.achievementEarned",
            values: { title: "First steps", achievement: "first-challenge" },
          },
          createdAt: at,
        },
        {
          userId: person.session.user.id,
          kind: "CARE_POST_REJECTED",
          title: "Your gratitude note “Thanks for the tea” was rejected.",
          text: {
            key: "inbox.entries.carePostRejected",
            values: { kind: "GRATITUDE", quote: "Thanks for the tea" },
          },
          detail: "Please leave out the phone number.",
          createdAt: new Date(at.getTime() + 1),
        },
      ],
    });
    await prisma().user.update({ where: { id: person.session.user.id }, data: { locale: "de" } });
    await expect(run(new Date(person.at.getTime() + HOUR))).resolves.toBe(1);
    const mail = await mailbox.waitForMail(person.session.user.email);
    expect(mail.subject).toBe("Neu in deinem Postfach bei Festival Challenges");
    expect(mail.text).toContain("3 Einträge sind in deinem Postfach ungelesen.");
    // Newest first; the achievement's title is the festival's content, as written.
    expect(mail.text).toContain(
      [
        "• Deine Dankesnotiz „Thanks for the tea“ wurde abgelehnt.",
        "• Erfolg erzielt: First steps",
        "• You are now the captain of the team “Owls”.",
      ].join("\n"),
    );
    expect(mail.html).toContain("• Deine Dankesnotiz „Thanks for the tea“ wurde abgelehnt.");

    // The same entries for someone who reads English: as their stored titles.
    const english = await subscriber([]);
    await prisma().notification.create({
      data: {
        userId: english.session.user.id,
        kind: "ACHIEVEMENT_EARNED",
        title: "Achievement earned: First steps",
        text: { key: "inbox.entries.achievementEarned", values: { title: "First steps" } },
        createdAt: new Date(english.at.getTime() + 10),
      },
    });
    await expect(run(new Date(english.at.getTime() + HOUR))).resolves.toBe(1);
    const englishMail = await mailbox.waitForMail(english.session.user.email);
    expect(englishMail.text).toContain("• Achievement earned: First steps");
  });

  it("read entries are not mailed; switching off stops it and the old link", async () => {
    const person = await subscriber(["Read already"]);
    await person.caller.inbox.markAllRead();
    await expect(run(new Date(Date.now() + HOUR))).resolves.toBe(0);
    expect(mailsTo(person)).toEqual([]);
    await person.caller.inbox.setDigest({ enabled: false });
    expect(await prisma().inboxDigest.count({ where: { userId: person.session.user.id } })).toBe(0);
  });

  it("refuses a malformed token with BAD_REQUEST", async () => {
    const visitor = callerFor(db.database, null).caller;
    for (const token of ["", "short", "x".repeat(44), "a".repeat(42) + "!"])
      expect((await refusal(visitor.inbox.unsubscribe({ token }))).code).toBe("BAD_REQUEST");
  });

  it("goes with the account", async () => {
    const person = await subscriber(["x"]);
    await prisma().user.delete({ where: { id: person.session.user.id } });
    expect(await prisma().inboxDigest.count({ where: { userId: person.session.user.id } })).toBe(0);
  });
});
