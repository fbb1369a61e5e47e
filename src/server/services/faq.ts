import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { FaqEntryInput } from "~/shared/faq";
import type { Locale } from "~/shared/i18n/locales";
import { auditedCreate, auditedDelete, auditedUpdate } from "./audit";
import { allInLanguage } from "./content";

/** The FAQ page's entries: the public list and the admins' editing (each change audited). */

type Db = Prisma.TransactionClient;

const ORDER = [
  { position: "asc" },
  { createdAt: "asc" },
] satisfies Prisma.FaqEntryOrderByWithRelationInput[];
/** The page shows them all; the bound keeps a runaway table from reaching the client. */
const MOST = 200;
const NO_SUCH_QUESTION = "There is no such question.";
const NO_SUCH_QUESTION_TEXT = { key: "admin.server.noSuchQuestion" } as const;
const FAQ_FIELDS = { id: true, question: true, answer: true, position: true } as const;

/** The questions and answers of the public FAQ page, in their order, in `locale`. */
export async function listFaq(db: Db, locale: Locale) {
  const entries = await db.faqEntry.findMany({
    orderBy: ORDER,
    select: { id: true, question: true, answer: true, translations: true },
    take: MOST,
  });
  return allInLanguage("faqEntry", entries, locale);
}

/** The same list for the admin screen, with each entry's position. */
export function listFaqForAdmin(db: Db) {
  return db.faqEntry.findMany({ orderBy: ORDER, select: FAQ_FIELDS, take: MOST });
}

export function createFaqEntry(db: PrismaClient, actorId: string, input: FaqEntryInput) {
  return db.$transaction((tx) =>
    auditedCreate(tx, { actorId, action: "faqEntry.create", targetType: "FaqEntry" }, () =>
      tx.faqEntry.create({ data: input, select: FAQ_FIELDS }),
    ),
  );
}

export function updateFaqEntry(
  db: PrismaClient,
  actorId: string,
  input: FaqEntryInput & { id: string },
) {
  const { id, ...data } = input;
  return db.$transaction((tx) =>
    auditedUpdate(
      tx,
      { actorId, action: "faqEntry.update", target: { type: "FaqEntry", id } },
      {
        load: () => tx.faqEntry.findUnique({ where: { id }, select: FAQ_FIELDS }),
        notFound: NO_SUCH_QUESTION,
        notFoundText: NO_SUCH_QUESTION_TEXT,
        update: () => tx.faqEntry.update({ where: { id }, data, select: FAQ_FIELDS }),
      },
    ),
  );
}

export async function deleteFaqEntry(db: PrismaClient, actorId: string, input: { id: string }) {
  const { id } = input;
  await db.$transaction((tx) =>
    auditedDelete(
      tx,
      { actorId, action: "faqEntry.delete", target: { type: "FaqEntry", id } },
      {
        load: () => tx.faqEntry.findUnique({ where: { id }, select: FAQ_FIELDS }),
        notFound: NO_SUCH_QUESTION,
        notFoundText: NO_SUCH_QUESTION_TEXT,
        remove: () => tx.faqEntry.delete({ where: { id } }),
      },
    ),
  );
  return { id };
}
