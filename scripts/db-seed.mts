// Adds the demo data to the database the environment names, if it is not there yet.
//   npm run db:seed                    demo accounts included, except when NODE_ENV=production
//   npm run db:seed -- --demo-accounts include them in production too (they have a public password)
import { demoAccountsAllowed, seedDemoData } from "../prisma/seed";
import { describeTarget, withDatabase } from "./lib/database.mts";

const demoAccounts = demoAccountsAllowed(
  process.env.NODE_ENV,
  process.argv.includes("--demo-accounts"),
);

await withDatabase(async (database) => {
  await database.migrate();
  const { created } = await seedDemoData(database.prisma, { demoAccounts });
  console.log(`Seeded the ${describeTarget()}: ${created} new row(s).`);
  if (!demoAccounts)
    console.log("Demo accounts skipped in production (add --demo-accounts to create them).");
});
