// Applies pending migrations to the database the environment names (DATABASE_URL, or the
// embedded database). The app does this by itself at start-up; this is for deployments that
// migrate before starting new instances.
import { describeTarget, withDatabase } from "./lib/database.mts";

await withDatabase(async (database) => {
  const { applied } = await database.migrate();
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to the ${describeTarget()}: ${applied.join(", ")}`
      : `The ${describeTarget()} is up to date.`,
  );
});
