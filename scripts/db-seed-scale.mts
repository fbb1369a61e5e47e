// A large festival for benchmarks, written with bulk inserts:
//   npm run db:seed:scale -- --users 50000 [--seed 1] [--hours 48]
// Adds that many participants (emails scale-<run>-<n>@scale.festival.test, no password) with
// activity over the last --hours hours: participations, ledger rows, statuses and achievements,
// derived by the same rules the app applies. Adds to what is there; run it on a database meant
// for benchmarks (it also adds the festival's challenges and achievements if missing).
import { seedScale } from "../prisma/seed-scale";
import { describeTarget, withDatabase } from "./lib/database.mts";

function option(name: string, fallback: number | null): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : undefined;
  if (raw === undefined) {
    if (fallback === null) {
      console.error(`Usage: npm run db:seed:scale -- --users <count> [--seed <n>] [--hours <h>]`);
      process.exit(2);
    }
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error(`--${name} must be a whole number from 1 to 1000000, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

const users = option("users", null);
const seed = option("seed", 1);
const hours = option("hours", 48);

await withDatabase(async (database) => {
  await database.migrate();
  console.log(`Adding ${users} participants to the ${describeTarget()}…`);
  const result = await seedScale(database.prisma, {
    users,
    seed,
    hours,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `Done in ${result.seconds.toFixed(1)} s: ${result.users} users, ${result.participations} participations, ` +
      `${result.ledgerRows} ledger rows, ${result.achievements} achievements.`,
  );
});
