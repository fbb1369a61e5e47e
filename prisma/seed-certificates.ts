import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { certificateSerialFrom } from "~/server/domain/certificates";
import type { AreaSeed } from "./seed-areas";

/**
 * The demo people's certificates: the activity generator awarded a certificate to some of those
 * eligible, so each of those awards gets its Certificate row under the award's source id, issued
 * at the award's time by an admin, with a serial drawn as issuing draws it: the certificate
 * page, the admins' list, the impact dashboard and a revocation's reversal find the same
 * certificates the ledger counts.
 */
export const certificateSeed: AreaSeed = {
  async demoContent(tx, { people }) {
    const awards = await tx.pointEntry.findMany({
      where: {
        userId: { in: people.map((person) => person.id) },
        sourceType: "CERTIFICATE",
        seq: 0,
      },
      orderBy: [{ createdAt: "asc" }, { sourceId: "asc" }],
      select: { userId: true, sourceId: true, createdAt: true },
    });
    const admin = await tx.user.findFirst({
      where: { role: "ADMIN" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const certificates = awards.flatMap((award): Prisma.CertificateCreateManyInput[] =>
      award.userId
        ? [
            {
              id: award.sourceId,
              userId: award.userId,
              serial: certificateSerialFrom(randomBytes(10), award.createdAt),
              issuedAt: award.createdAt,
              issuedById: admin?.id ?? null,
            },
          ]
        : [],
    );
    const { count } = await tx.certificate.createMany({ data: certificates, skipDuplicates: true });
    return count;
  },
};
