import { asActor, withInput, withRequest } from "~/server/api/calls";
import {
  adminProcedure,
  createTRPCRouter,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import {
  certificatePdf,
  certificatesCsv,
  eligibleUserIds,
  issueCertificates,
  listCertificateUsers,
  myCertificate,
  publicCertificate,
  revokeCertificate,
  verifyCertificate,
} from "~/server/services/certificates";
import {
  certificateListInput,
  certificateOfUserInput,
  certificatesCsvInput,
  eligibleIdsInput,
  issueCertificatesInput,
  revokeCertificateInput,
  certificateVerifyInput,
} from "~/shared/certificates/inputs";

/** Sustainability certificates (DESIGN.md §6.4). */
export const certificateRouter = createTRPCRouter({
  /** My counts against the rule, and my certificate if I have one. */
  mine: participantProcedure.query(({ ctx }) => myCertificate(ctx.db, ctx.session.user.id)),

  /** My certificate as a PDF (base64), made on the server; NOT_FOUND without a valid one. */
  download: participantProcedure.query(({ ctx }) =>
    certificatePdf(ctx.db, ctx.session.user.id, ctx),
  ),

  /** Whether a serial is genuine (the PDF's link): name, issue date, revoked; limited per IP. */
  verify: publicProcedure.input(certificateVerifyInput).query(withRequest(verifyCertificate)),

  /** Someone's valid certificate, for their public page; NOT_FOUND unless the profile is public. */
  ofUser: publicProcedure.input(certificateOfUserInput).query(withInput(publicCertificate)),

  /** People by certificate status: eligible-not-issued, issued, revoked, or all of them. */
  list: adminProcedure.input(certificateListInput).query(withInput(listCertificateUsers)),

  /** Every eligible person's id, for "issue to everyone eligible". */
  eligibleIds: adminProcedure.input(eligibleIdsInput).query(withInput(eligibleUserIds)),

  /**
   * Issues certificates, all or nothing: anyone unknown or not eligible refuses the request;
   * people who already hold one are skipped and reported.
   */
  issue: adminProcedure.input(issueCertificatesInput).mutation(asActor(issueCertificates)),

  revoke: adminProcedure.input(revokeCertificateInput).mutation(asActor(revokeCertificate)),

  /** The list as CSV, its header in the requester's language. */
  csv: adminProcedure
    .input(certificatesCsvInput)
    .query(({ ctx, input }) => certificatesCsv(ctx.db, input, ctx.locale)),
});
