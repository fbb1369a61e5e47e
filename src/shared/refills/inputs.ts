/**
 * The bounded inputs of the refill desk's procedures (`sustainability.refill.*`); the desk's
 * forms validate with the same schemas.
 */
import { reasonSchema, rowId, searchField, tablePageFields } from "../inputs";
import { MAX_REFILL_QUANTITY } from "../points";
import { z } from "../zod";

/** The quantity field: 1–20 bottles. */
export const quantitySchema = z
  .number({ error: "Enter how many bottles." })
  .int("Whole bottles only.")
  .min(1, "At least 1 bottle.")
  .max(MAX_REFILL_QUANTITY, `At most ${MAX_REFILL_QUANTITY} bottles at once.`);

export const recordCollectionSchema = z.object({
  userId: rowId,
  waterPointId: z
    .string({ error: "Choose a water point." })
    .min(1, "Choose a water point.")
    .max(64),
  quantity: quantitySchema,
  note: z.string().trim().max(280, "At most 280 characters.").default(""),
  /** Staff confirmed that a collection within the double-tap window is a new refill. */
  override: z.boolean().default(false),
});
export type RecordCollectionInput = z.infer<typeof recordCollectionSchema>;

/** Deleting a collection: its points are taken back, the row kept with the reason. */
export const deleteCollectionInput = z.object({ id: rowId, reason: reasonSchema });

export const lookupCodeInput = z.object({
  code: z.string().trim().min(1, "Enter a bottle code.").max(64),
});
export const searchPeopleInput = z.object({
  search: z.string().trim().min(2, "Type at least 2 characters.").max(100),
});
export const registerBottleInput = z.object({ userId: rowId });

export const waterPointNameSchema = z
  .string()
  .trim()
  .min(2, "At least 2 characters.")
  .max(80, "At most 80 characters.");

export const waterPointInput = z.object({
  name: waterPointNameSchema,
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
});
export const waterPointUpdateInput = waterPointInput.extend({ id: rowId });

/** The collections log's filters; the CSV export takes the same. */
export const collectionFilterSchema = z
  .object({
    from: z.date().nullable().default(null),
    to: z.date().nullable().default(null),
    waterPointId: rowId.nullable().default(null),
    userId: rowId.nullable().default(null),
    search: searchField,
    includeDeleted: z.boolean().default(false),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
    path: ["to"],
    message: "The end must be after the start.",
  });
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;

export const collectionsInput = collectionFilterSchema.and(z.object(tablePageFields));

export const BOTTLE_USER_SORTS = ["createdAt", "name", "refills", "lastRefill"] as const;
export type BottleUserSort = (typeof BOTTLE_USER_SORTS)[number];

export const bottleUsersInput = z.object({
  ...tablePageFields,
  search: searchField,
  sortBy: z.enum(BOTTLE_USER_SORTS).default("createdAt"),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
});
