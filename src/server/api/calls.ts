import type { Context } from "./trpc";

/**
 * The resolvers of the routers' procedures: each hands the request's database (and the signed-in
 * user's id, or the request itself) to ONE service function with the checked input, so that a
 * procedure reads "guard, input, call": `create: adminProcedure.input(x).mutation(asActor(f))`.
 */
type Database = Context["db"];
type SignedIn = { db: Database; session: { user: { id: string } } };

/** A service `(db, actor id, input)`: the caller acts as the signed-in user. */
export const asActor =
  <I, O>(service: (db: Database, actorId: string, input: I) => O) =>
  ({ ctx, input }: { ctx: SignedIn; input: I }): O =>
    service(ctx.db, ctx.session.user.id, input);

/** A service `(db, input)`: the answer does not depend on who asks. */
export const withInput =
  <I, O>(service: (db: Database, input: I) => O) =>
  ({ ctx, input }: { ctx: { db: Database }; input: I }): O =>
    service(ctx.db, input);

/** A service `(db, input, request)` that needs the request: its cookies, IP, mailer, limits. */
export const withRequest =
  <I, O>(service: (db: Database, input: I, request: Context) => O) =>
  ({ ctx, input }: { ctx: Context; input: I }): O =>
    service(ctx.db, input, ctx);
