import { asActor, withInput } from "~/server/api/calls";
import {
  adminProcedure,
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
} from "~/server/api/trpc";
import {
  collectionsCsv,
  deleteCollection,
  joinRefillChallenge,
  listBottleUsers,
  listCollections,
  myRefills,
  personByBottleCode,
  recordCollection,
  registerBottle,
  searchPeople,
} from "~/server/services/refills";
import {
  allWaterPoints,
  createWaterPoint,
  openWaterPoints,
  updateWaterPoint,
} from "~/server/services/water-points";
import {
  bottleUsersInput,
  collectionFilterSchema,
  collectionsInput,
  deleteCollectionInput,
  lookupCodeInput,
  recordCollectionSchema,
  registerBottleInput,
  searchPeopleInput,
  waterPointInput,
  waterPointUpdateInput,
} from "~/shared/refills/inputs";

/** Water bottles and refill collections (DESIGN.md §6.4). */
export const refillRouter = createTRPCRouter({
  /** My bottle (null until I join), my refill total and my latest collections. */
  mine: participantProcedure.query(({ ctx }) => myRefills(ctx.db, ctx.session.user.id)),

  /** Joining the refill challenge gives me my personal bottle code (the same one every time). */
  joinMine: participantProcedure.mutation(({ ctx }) =>
    joinRefillChallenge(ctx.db, ctx.session.user.id, ctx.locale),
  ),

  /** Open water points, for the desk's forms. */
  waterPoints: moderatorProcedure.query(({ ctx }) => openWaterPoints(ctx.db)),

  /** The person a scanned or typed bottle code belongs to. */
  lookupCode: moderatorProcedure.input(lookupCodeInput).query(withInput(personByBottleCode)),

  /** People by name or email (at most 10), with their bottle code if they have one. */
  searchPeople: moderatorProcedure.input(searchPeopleInput).query(withInput(searchPeople)),

  /** Registers a bottle for a person at the desk: joins them to the refill challenge too. */
  registerBottle: moderatorProcedure.input(registerBottleInput).mutation(asActor(registerBottle)),

  /**
   * Logs a collection at the desk. CONFLICT when the same person had one at the same water point
   * less than 5 minutes ago, unless `override` says staff confirmed it is a new refill.
   */
  record: moderatorProcedure.input(recordCollectionSchema).mutation(asActor(recordCollection)),

  /** Deletes a collection with a reason: its points are taken back, the row kept (audited). */
  remove: adminProcedure.input(deleteCollectionInput).mutation(asActor(deleteCollection)),

  /** The collections log: filters, newest first, one page. */
  collections: adminProcedure.input(collectionsInput).query(withInput(listCollections)),

  /** The filtered log as CSV (formula-safe cells), its headers in the admin's language. */
  collectionsCsv: adminProcedure
    .input(collectionFilterSchema)
    .query(({ ctx, input }) => collectionsCsv(ctx.db, input, ctx.locale)),

  /** Water-bottle users: search by name, email or code; refill totals and last refill. */
  bottleUsers: adminProcedure.input(bottleUsersInput).query(withInput(listBottleUsers)),

  /** Every water point, closed ones included, for the admin. */
  allWaterPoints: adminProcedure.query(({ ctx }) => allWaterPoints(ctx.db)),

  createWaterPoint: adminProcedure.input(waterPointInput).mutation(asActor(createWaterPoint)),

  updateWaterPoint: adminProcedure.input(waterPointUpdateInput).mutation(asActor(updateWaterPoint)),
});
