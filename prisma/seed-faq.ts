import type { Prisma } from "~/generated/prisma/client";

/** The demo festival's questions, in the order the FAQ page shows them. */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "Do I need an account to take part?",
    answer:
      "You can look around without one. To mark bingo cells, collect station scans, log refills, submit art or post a note of thanks, create a free account with your email address.",
  },
  {
    question: "How do I earn points?",
    answer:
      "Every challenge gives points: bingo cells, lines and full cards, scanning a sustainability station, refilling your water bottle, an approved artwork, and approved gratitude notes and acts of giving. Your total and rank are on your profile.",
  },
  {
    question: "How does the fitness bingo work?",
    answer:
      "Pick easy, medium or hard. Each card holds small activities: mark a cell when you have done it. A full row, column or diagonal earns a line bonus, and a full card earns the most.",
  },
  {
    question: "Where are the QR stations?",
    answer:
      "The sustainability stations are spread across the festival grounds. Scan a station's code with your phone's camera or in the app: each station counts once per person.",
  },
  {
    question: "How do I get the sustainability certificate?",
    answer:
      "Scan enough stations and have your reusable bottle refilled a few times. Once you are eligible, the festival team issues your certificate and you can download it as a PDF.",
  },
  {
    question: "Why is my gratitude note not on the big screen yet?",
    answer:
      "Every note and act of giving is read by a moderator before it appears on the live feed. That usually takes a few minutes during the festival.",
  },
  {
    question: "Who can see my name?",
    answer:
      "Your profile is private unless you make it public in your account settings. Private participants appear as Anonymous on leaderboards, and you can post notes anonymously too.",
  },
  {
    question: "Can I delete my data?",
    answer:
      "Yes. In your account settings you can download everything the festival stores about you, and delete your account with all your posts and submissions.",
  },
];

/**
 * Adds the demo FAQ when the table is empty; once there are entries (seeded or written by
 * admins) it leaves them alone, so running the seed again changes nothing.
 */
export async function seedFaqEntries(tx: Prisma.TransactionClient): Promise<{ created: number }> {
  if ((await tx.faqEntry.count()) > 0) return { created: 0 };
  await tx.faqEntry.createMany({
    data: FAQ_ENTRIES.map((entry, index) => ({ ...entry, position: (index + 1) * 10 })),
  });
  return { created: FAQ_ENTRIES.length };
}
