import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { env } from "~/env";
import {
  adminProcedure,
  createTRPCRouter,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import { certificateEligibility } from "~/server/domain/certificates";
import {
  CERTIFICATE_FIELDS,
  countsOf,
  eligibilityRule,
  issueCertificates,
  listCertificateUsers,
  revokeCertificate,
  validCertificateOf,
} from "~/server/services/certificates";
import { certificateFilename, renderCertificatePdf } from "~/server/services/certificate-pdf";
import { CSV_MAX_ROWS, toCsvFile } from "~/server/services/impact-csv";

const id = z.string().min(1).max(64);
const statusSchema = z.enum(["eligible", "issued", "revoked", "all"]);

/** At most this many people per issue request; the page sends larger selections in batches. */
export const MAX_ISSUE_BATCH = 500;

/** Sustainability certificates (DESIGN.md §6.4). */
export const certificateRouter = createTRPCRouter({
  /** My counts against the rule, and my certificate if I have one. */
  mine: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const rule = eligibilityRule();
    const [counts, certificate] = await Promise.all([
      countsOf(ctx.db, [userId]),
      ctx.db.certificate.findUnique({ where: { userId }, select: CERTIFICATE_FIELDS }),
    ]);
    const mine = counts.get(userId) ?? { stations: 0, refills: 0 };
    return {
      ...mine,
      rule,
      eligibility: certificateEligibility(mine, rule),
      certificate: certificate
        ? {
            serial: certificate.serial,
            issuedAt: certificate.issuedAt,
            revokedAt: certificate.revokedAt,
          }
        : null,
    };
  }),

  /** My certificate as a PDF (base64), made on the server; NOT_FOUND without a valid one. */
  download: participantProcedure.query(async ({ ctx }) => {
    const certificate = await validCertificateOf(ctx.db, ctx.session.user.id);
    if (!certificate)
      throw new TRPCError({ code: "NOT_FOUND", message: "You have no certificate yet." });
    const pdf = await renderCertificatePdf({
      name: certificate.user.name,
      festival: env.NEXT_PUBLIC_FESTIVAL_NAME,
      serial: certificate.serial,
      issuedAt: certificate.issuedAt,
    });
    return {
      filename: certificateFilename(certificate.serial),
      base64: Buffer.from(pdf).toString("base64"),
    };
  }),

  /** Someone's valid certificate, for their public page; NOT_FOUND unless the profile is public. */
  ofUser: publicProcedure.input(z.object({ userId: id })).query(async ({ ctx, input }) => {
    const user = await ctx.db.user.findUnique({
      where: { id: input.userId },
      select: { name: true, publicProfile: true },
    });
    if (!user?.publicProfile)
      throw new TRPCError({ code: "NOT_FOUND", message: "There is no such public profile." });
    const certificate = await validCertificateOf(ctx.db, input.userId);
    return {
      name: user.name,
      certificate: certificate
        ? { serial: certificate.serial, issuedAt: certificate.issuedAt }
        : null,
    };
  }),

  /** People by certificate status: eligible-not-issued, issued, revoked, or all of them. */
  list: adminProcedure
    .input(
      z.object({
        status: statusSchema.default("eligible"),
        search: z.string().trim().max(100).default(""),
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
      }),
    )
    .query(async ({ ctx, input }) => {
      const listed = await listCertificateUsers(ctx.db, {
        status: input.status,
        search: input.search,
        skip: (input.page - 1) * input.pageSize,
        take: input.pageSize,
      });
      return { ...listed, rule: eligibilityRule() };
    }),

  /** Every user id of a status (up to the batch limit × 20), for "select all" before issuing. */
  eligibleIds: adminProcedure
    .input(z.object({ search: z.string().trim().max(100).default("") }))
    .query(async ({ ctx, input }) => {
      const listed = await listCertificateUsers(ctx.db, {
        status: "eligible",
        search: input.search,
        skip: 0,
        take: MAX_ISSUE_BATCH * 20,
      });
      return listed.rows.map((row) => row.userId);
    }),

  /**
   * Issues certificates, all or nothing: anyone unknown or not eligible refuses the request;
   * people who already hold one are skipped and reported.
   */
  issue: adminProcedure
    .input(
      z.object({
        userIds: z
          .array(id)
          .min(1, "Choose at least one person.")
          .max(MAX_ISSUE_BATCH, `At most ${MAX_ISSUE_BATCH} people at once.`),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.db.$transaction(
        (tx) => issueCertificates(tx, input.userIds, ctx.session.user.id),
        // A batch of 500 writes a few thousand rows: more than the default 5 s on a busy machine.
        { timeout: 120_000, maxWait: 20_000 },
      );
      return {
        issued: result.issued.map((row) => ({ userId: row.userId, serial: row.serial })),
        alreadyIssued: result.alreadyIssued,
      };
    }),

  revoke: adminProcedure
    .input(
      z.object({
        userId: id,
        reason: z
          .string()
          .trim()
          .min(3, "Say why, in at least 3 characters.")
          .max(300, "At most 300 characters."),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const revoked = await ctx.db.$transaction((tx) =>
        revokeCertificate(tx, input, ctx.session.user.id),
      );
      return { serial: revoked.serial, revokedAt: revoked.revokedAt };
    }),

  csv: adminProcedure
    .input(
      z.object({
        status: statusSchema.default("all"),
        search: z.string().trim().max(100).default(""),
      }),
    )
    .query(async ({ ctx, input }) => {
      const { rows } = await listCertificateUsers(ctx.db, {
        status: input.status,
        search: input.search,
        skip: 0,
        take: CSV_MAX_ROWS,
      });
      return toCsvFile(
        `certificates-${input.status}`,
        [
          "name",
          "email",
          "stations",
          "refills",
          "status",
          "serial",
          "issuedAt",
          "revokedAt",
          "revokeReason",
        ],
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          stations: row.stations,
          refills: row.refills,
          status: !row.serial ? "eligible" : row.revokedAt ? "revoked" : "issued",
          serial: row.serial,
          issuedAt: row.issuedAt,
          revokedAt: row.revokedAt,
          revokeReason: row.revokeReason,
        })),
      );
    }),
});
