import { randomBytes } from "node:crypto";
import { createTranslator, type Messages } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { pageMessages } from "~/server/i18n/messages";
import { LOCALES, type Locale } from "~/shared/i18n/locales";
import { isMessageKeyOf } from "~/shared/i18n/server-text";
import { entryTextOf } from "~/shared/inbox/rules";
import { signedIn, TEST_PASSWORD } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { challengeIds, seedDeskCatalogue } from "~/test/seeds";
import englishInbox from "../../../messages/en/inbox.json";
import { inboxWords } from "./inbox";

/**
 * Every producer of inbox entries (README "Notification inbox", "Languages") writes its words by a
 * key that is a message in every language, with the values its message needs: the care and
 * submission decisions, the certificate, the achievements and every team event. Each event is run
 * through the app's own procedures; then every entry is worded in each language, and in English it
 * reads exactly as its stored title (and detail).
 */

let idOf: (slug: string) => string = () => {
  throw new Error("seeded in beforeAll");
};
let stationIds: string[] = [];
let waterPointId = "";

const db = withTestDatabase(async (database) => {
  await seedDeskCatalogue(database);
  idOf = await challengeIds(database);
  const stations = await database.prisma.station.createManyAndReturn({
    data: Array.from({ length: 6 }, (_, index) => ({
      label: `Station ${index + 1}`,
      token: randomBytes(18).toString("base64url"),
      position: index,
    })),
    select: { id: true },
  });
  stationIds = stations.map((station) => station.id);
  waterPointId = (await database.prisma.waterPoint.findFirstOrThrow({ select: { id: true } })).id;
});
const prisma = () => db.database.prisma;
const person = () => signedIn(db.database, "PARTICIPANT");
type Person = Awaited<ReturnType<typeof person>>;
const idOfPerson = (someone: Person) => someone.session.user.id;

/** A translator of every language's inbox messages, throwing on anything missing. */
function translatorIn(locale: Locale) {
  const messages = pageMessages(locale, ["inbox"]);
  return {
    messages,
    t: createTranslator({
      locale,
      messages: messages as Messages,
      onError: (error) => {
        throw error;
      },
    }),
  };
}

async function carePost(author: Person, message: string) {
  return prisma().carePost.create({
    data: { userId: idOfPerson(author), kind: "GRATITUDE", message },
    select: { id: true },
  });
}

async function submission(author: Person, slug: string) {
  const challengeId = idOf(slug);
  return prisma().submission.create({
    data: {
      userId: idOfPerson(author),
      challengeId,
      text: "Lanterns on the lake",
      openKey: `${idOfPerson(author)}:${challengeId}`,
    },
    select: { id: true },
  });
}

let teams = 0;
async function team(size: number) {
  const captain = await person();
  const created = await captain.caller.teams.create({
    name: `Owls ${++teams} ${randomBytes(2).toString("hex")}`,
  });
  const code = (await captain.caller.teams.byId({ teamId: created.id })).joinCode ?? "";
  const members: Person[] = [];
  for (let index = 1; index < size; index++) {
    const member = await person();
    await member.caller.teams.join({ code });
    members.push(member);
  }
  return { id: created.id, code, captain, members };
}

describe("every producer of inbox entries", () => {
  it(
    "writes a key that is a message in every language, which reads as its title in English",
    {
      timeout: 300_000,
    },
    async () => {
      const staff = await signedIn(db.database, "MODERATOR");
      const admin = await signedIn(db.database, "ADMIN");

      // Care: approved, rejected, taken off the wall.
      const author = await person();
      const approved = await carePost(
        author,
        "Thank you for the warm tea at the gate, it was lovely",
      );
      const rejected = await carePost(author, "Thanks for the poncho");
      await staff.caller.moderation.care.decide({ ids: [approved.id], decision: "approve" });
      await staff.caller.moderation.care.decide({
        ids: [rejected.id],
        decision: "reject",
        reason: "Please leave out the phone number.",
      });
      await staff.caller.moderation.care.decide({
        ids: [approved.id],
        decision: "reject",
        reason: "Reported three times.",
      });

      // Artworks: approved, rejected, taken out of the gallery.
      const sketch = await submission(author, "festival-sketch");
      const poem = await submission(author, "poem-of-the-day");
      await staff.caller.moderation.submission.decide({ ids: [sketch.id], decision: "approve" });
      await staff.caller.moderation.submission.decide({
        ids: [poem.id],
        decision: "reject",
        reason: "The picture is missing.",
      });
      await staff.caller.moderation.submission.decide({
        ids: [sketch.id],
        decision: "reject",
        reason: "Not yours.",
      });

      // The certificate, and the achievements it brings.
      const holder = await person();
      await prisma().stationScan.createMany({
        data: stationIds.map((stationId) => ({ userId: idOfPerson(holder), stationId })),
      });
      await prisma().bottleCollection.create({
        data: { userId: idOfPerson(holder), waterPointId, quantity: 4 },
      });
      await admin.caller.sustainability.certificate.issue({ userIds: [idOfPerson(holder)] });

      // Teams: joined, removed by the captain, handed over, left, left by the captain, disbanded
      // (one member is still there to be told).
      const owls = await team(5);
      const [first, second, third] = owls.members;
      if (!first || !second || !third) throw new Error("a team of five");
      await owls.captain.caller.teams.removeMember({ teamId: owls.id, userId: idOfPerson(third) });
      await owls.captain.caller.teams.handOverCaptaincy({
        teamId: owls.id,
        userId: idOfPerson(first),
      });
      await second.caller.teams.leave();
      await first.caller.teams.leave();
      await owls.captain.caller.teams.disband({ teamId: owls.id });

      // A captain's account deleted (the next member leads), then a member's (the entries of a
      // deleted account go with it).
      const gone = await team(3);
      const [, member] = gone.members;
      if (!member) throw new Error("a team of three");
      await gone.captain.caller.account.deleteAccount({ password: TEST_PASSWORD });
      await member.caller.account.deleteAccount({ password: TEST_PASSWORD });

      // The organisers: remove a member, remove a captain, merge, delete.
      const crew = await team(3);
      const [crewMember] = crew.members;
      if (!crewMember) throw new Error("a team of three");
      await admin.caller.teams.admin.removeMember({
        teamId: crew.id,
        userId: idOfPerson(crewMember),
      });
      await admin.caller.teams.admin.removeMember({
        teamId: crew.id,
        userId: idOfPerson(crew.captain),
      });
      const source = await team(2);
      await admin.caller.teams.admin.merge({ sourceTeamId: source.id, targetTeamId: crew.id });
      await admin.caller.teams.admin.delete({ teamId: crew.id });

      const entries = await prisma().notification.findMany({
        select: { kind: true, title: true, text: true, detail: true },
      });
      expect(entries.length).toBeGreaterThan(20);
      const seen = new Set<string>();
      for (const locale of LOCALES) {
        const { messages, t } = translatorIn(locale);
        const word = inboxWords(locale);
        for (const entry of entries) {
          const { text, detailText } = entryTextOf(entry.text);
          if (!text) throw new Error(`no key: ${entry.title}`);
          for (const part of detailText ? [text, detailText] : [text]) {
            expect(isMessageKeyOf(messages, part.key), `${part.key} in ${locale}`).toBe(true);
            // Every value its message needs is there (a missing one throws), none left as "{…}".
            const words = t(part.key as Parameters<typeof t>[0], part.values);
            expect(words).not.toMatch(/[{}]/);
            seen.add(part.key);
          }
          if (locale === "en") {
            expect(word(text, "")).toBe(entry.title);
            if (detailText) expect(word(detailText, "")).toBe(entry.detail);
          }
        }
      }
      // The run covered every message of the entries: each producer's keys are checked above.
      expect([...seen].sort()).toEqual(
        Object.keys(englishInbox.entries)
          .map((key) => `inbox.entries.${key}`)
          .sort(),
      );
    },
  );
});
