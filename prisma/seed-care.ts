import type { Prisma } from "~/generated/prisma/client";
import type { GivingCategory } from "~/generated/prisma/enums";
import type { AreaSeed } from "./seed-areas";

const GRATITUDE_MESSAGES: readonly { toName: string | null; message: string }[] = [
  {
    toName: "the gate crew",
    message: "Thank you for the free water at the gate when I was about to melt.",
  },
  {
    toName: "the info tent",
    message: "You found my daughter's lost teddy and walked it all the way to us. Heroes!",
  },
  {
    toName: "campfire people",
    message: "Thanks for the spontaneous singalong, best night of the summer.",
  },
  {
    toName: "the cleaning crew",
    message: "You kept the toilets spotless all weekend: you are the real headliners.",
  },
  {
    toName: null,
    message:
      "You lent me your jacket in the rain and would not take it back until morning. Thank you!",
  },
  {
    toName: "Noor",
    message: "Thank you for saving me a spot at the front for the choir. I cried (the good kind).",
  },
  {
    toName: "the bike parking team",
    message: "Your smile every morning made my day, every single day.",
  },
  { toName: "Sam", message: "Thanks for teaching me three chords on the ukulele in ten minutes." },
  { toName: "the first-aid team", message: "You patched up my knee and my mood. Thank you both!" },
  {
    toName: "the soup kitchen",
    message: "Thank you for the extra portion of soup, it was exactly what I needed.",
  },
  { toName: null, message: "To the stranger who shared their sunscreen: my shoulders thank you." },
  {
    toName: "the open-mic crowd",
    message: "Thank you for the kind words after my very first set.",
  },
];

const GIVING_MESSAGES: readonly { category: GivingCategory; message: string }[] = [
  { category: "HELPING_HAND", message: "Carried chairs for the choir before the sunset concert." },
  { category: "SHARING", message: "Shared my picnic blanket with a family who arrived late." },
  { category: "DONATION", message: "Dropped three good tents at the re-use point for next year." },
  {
    category: "VOLUNTEERING",
    message: "Did a morning shift sorting bottles at the refill station.",
  },
  { category: "KIND_WORDS", message: "Told the sound engineer the mix was the best I have heard." },
  { category: "HELPING_HAND", message: "Helped an older gentleman find his campsite in the dark." },
  { category: "SHARING", message: "Passed my spare phone charger around the whole row." },
  { category: "OTHER", message: "Picked up litter on the way back from the main stage." },
  { category: "VOLUNTEERING", message: "Read stories in the kids' tent for an hour." },
  { category: "KIND_WORDS", message: "Left thank-you notes on the food trucks' counters." },
];

/** Waiting in the queue, so moderators have something to look at in the demo. */
const PENDING: readonly {
  kind: "GRATITUDE" | "JOY_OF_GIVING";
  message: string;
  toName?: string;
  category?: GivingCategory;
  anonymous?: boolean;
}[] = [
  {
    kind: "GRATITUDE",
    toName: "the shuttle drivers",
    message: "Thank you for the patient rides back to the campsite at 2 am.",
  },
  {
    kind: "JOY_OF_GIVING",
    category: "SHARING",
    message: "Shared my umbrella with two strangers during the downpour.",
  },
  {
    kind: "GRATITUDE",
    message: "The stupid rain could not stop the brass band. Thank you for playing on!",
  },
  {
    kind: "GRATITUDE",
    toName: "whoever fixed my tent",
    message: "Came back to a tent that stood straight again. Thank you!",
    anonymous: true,
  },
  {
    kind: "JOY_OF_GIVING",
    category: "VOLUNTEERING",
    message: "Helped at the bike repair stand all afternoon.",
  },
];

/**
 * Demo content of the care area: the demo people's approved posts behind the care points their
 * generated activity already holds (same ids as the ledger's sources, so unpublishing one in the
 * demo reverses real points), and a few posts waiting in the moderation queue.
 */
export const careSeed: AreaSeed = {
  async demoContent(tx, { people, now }) {
    if (people.length === 0) return 0;
    const entries = await tx.pointEntry.findMany({
      where: {
        sourceType: "CARE_POST",
        seq: 0,
        userId: { in: people.map((person) => person.id) },
      },
      orderBy: [{ createdAt: "asc" }, { sourceId: "asc" }],
      select: {
        userId: true,
        sourceId: true,
        createdAt: true,
        challenge: { select: { kind: true } },
      },
    });
    let gratitude = 0;
    let giving = 0;
    const approved = entries.flatMap((entry, index): Prisma.CarePostCreateManyInput[] => {
      const kind = entry.challenge?.kind;
      if (!entry.userId || (kind !== "GRATITUDE" && kind !== "JOY_OF_GIVING")) return [];
      const common: Omit<Prisma.CarePostCreateManyInput, "kind" | "message"> = {
        id: entry.sourceId,
        userId: entry.userId,
        anonymous: index % 5 === 4,
        status: "APPROVED",
        createdAt: entry.createdAt,
        moderatedAt: entry.createdAt,
        publishedAt: entry.createdAt,
      };
      if (kind === "GRATITUDE") {
        const note = GRATITUDE_MESSAGES[gratitude % GRATITUDE_MESSAGES.length];
        gratitude += 1;
        return note ? [{ ...common, kind, message: note.message, toName: note.toName }] : [];
      }
      const act = GIVING_MESSAGES[giving % GIVING_MESSAGES.length];
      giving += 1;
      return act ? [{ ...common, kind, message: act.message, category: act.category }] : [];
    });
    const created = await tx.carePost.createMany({ data: approved, skipDuplicates: true });

    const pending = PENDING.flatMap((post, index): Prisma.CarePostCreateManyInput[] => {
      const author = people[index % people.length];
      if (!author) return [];
      return [
        {
          userId: author.id,
          kind: post.kind,
          message: post.message,
          toName: post.toName ?? null,
          category: post.category ?? null,
          anonymous: post.anonymous ?? false,
          filterFlagged: post.message.toLowerCase().includes("stupid"),
          createdAt: new Date(now.getTime() - (PENDING.length - index) * 7 * 60_000),
        },
      ];
    });
    const queued = await tx.carePost.createMany({ data: pending });
    return created.count + queued.count;
  },
};
