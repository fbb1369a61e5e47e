import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { LIMITS } from "~/server/infra/rate-limit";
import { testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";

const db = withTestDatabase();

/** A visitor's caller from one IP address. */
const visitorFrom = (ip: string) => createCaller(testContext(db.database, null, { ip }).ctx);

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const pick = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
const serial = () => `SC-2026-${pick(4)}-${pick(6)}`;

async function certificateFor(name: string, revoked = false) {
  const prisma = db.database.prisma;
  const user = await prisma.user.create({
    data: { email: `${randomBytes(6).toString("hex")}@festival.test`, name },
    select: { id: true },
  });
  return prisma.certificate.create({
    data: {
      userId: user.id,
      serial: serial(),
      issuedAt: new Date("2026-07-05T10:00:00Z"),
      revokedAt: revoked ? new Date("2026-07-06T10:00:00Z") : null,
      revokeReason: revoked ? "Counted twice" : null,
    },
    select: { serial: true },
  });
}

describe("sustainability.certificate.verify", () => {
  it("confirms a genuine serial with the name and the issue date, to anyone", async () => {
    const { serial } = await certificateFor("Robin Verified");
    const answer = await visitorFrom("198.51.100.1").sustainability.certificate.verify({ serial });
    expect(answer).toEqual({
      found: true,
      serial,
      name: "Robin Verified",
      issuedAt: new Date("2026-07-05T10:00:00Z"),
      revokedAt: null,
    });
  });

  it("says when a certificate was revoked, and never why", async () => {
    const { serial } = await certificateFor("Sam Revoked", true);
    const answer = await visitorFrom("198.51.100.2").sustainability.certificate.verify({ serial });
    expect(answer).toMatchObject({ found: true, revokedAt: new Date("2026-07-06T10:00:00Z") });
    expect(JSON.stringify(answer)).not.toContain("Counted twice");
  });

  it("answers an unknown or malformed serial with not found and nothing more", async () => {
    const caller = visitorFrom("198.51.100.3");
    expect(
      await caller.sustainability.certificate.verify({ serial: "SC-2026-ZZZZ-ZZZZZZ" }),
    ).toEqual({ found: false });
    expect(await caller.sustainability.certificate.verify({ serial: "' OR 1=1 --" })).toEqual({
      found: false,
    });
  });

  it("limits the look-ups per IP address", async () => {
    const caller = visitorFrom("198.51.100.4");
    const { points } = LIMITS.certificateCheckByIp;
    for (let index = 0; index < points; index++)
      await caller.sustainability.certificate.verify({ serial: "SC-2026-ZZZZ-ZZZZZZ" });
    await expect(
      caller.sustainability.certificate.verify({ serial: "SC-2026-ZZZZ-ZZZZZZ" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another address is not affected.
    expect(
      await visitorFrom("198.51.100.5").sustainability.certificate.verify({
        serial: "SC-2026-ZZZZ-ZZZZZZ",
      }),
    ).toEqual({ found: false });
  });
});
