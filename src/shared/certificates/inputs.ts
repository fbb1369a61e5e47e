/** The bounded inputs of the certificate procedures (`sustainability.certificate.*`). */
import { CERTIFICATE_STATUS_FILTERS, MAX_ISSUE_BATCH } from "./rules";
import { reasonSchema, rowId, searchField, tablePageFields } from "../inputs";
import { z } from "../zod";

const statusSchema = z.enum(CERTIFICATE_STATUS_FILTERS);

export const certificateOfUserInput = z.object({ userId: rowId });

/** A serial to check, as typed or linked (the service checks its form). */
export const certificateVerifyInput = z.object({ serial: z.string().trim().max(40) });

export const certificateListInput = z.object({
  status: statusSchema.default("eligible"),
  search: searchField,
  ...tablePageFields,
});

export const eligibleIdsInput = z.object({ search: searchField });

export const issueCertificatesInput = z.object({
  userIds: z
    .array(rowId)
    .min(1, "Choose at least one person.")
    .max(MAX_ISSUE_BATCH, `At most ${MAX_ISSUE_BATCH} people at once.`),
});

export const revokeCertificateInput = z.object({ userId: rowId, reason: reasonSchema });

export const certificatesCsvInput = z.object({
  status: statusSchema.default("all"),
  search: searchField,
});
