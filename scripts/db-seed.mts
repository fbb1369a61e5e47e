// Adds the demo data to the database the environment names, if it is not there yet.
import { seedDemoData } from "../prisma/seed";
import { describeTarget, withDatabase } from "./lib/database.mts";

await withDatabase(async (database) => {
  await database.migrate();
  const { created } = await seedDemoData(database.prisma);
  console.log(`Seeded the ${describeTarget()}: ${created} new row(s).`);
});
