import type { PrismaClient } from "./db";

/**
 * Runs once when the server starts (see src/instrumentation.ts): validates the environment,
 * opens and migrates the database. Any problem stops start-up with one line saying what to do.
 */
export async function startServer(): Promise<void> {
  try {
    // Imported here, not at the top, so that a bad environment is reported by the catch below.
    const { getDatabase } = await import("./db");
    const database = await getDatabase();
    const { env } = await import("~/env");
    // The languages (README "Languages"): a default that is not offered, or a message that is
    // not valid ICU, stops the start here with its file and key.
    const { localeSettings } = await import("./i18n/locale");
    const { compileAllMessages } = await import("./i18n/messages");
    localeSettings();
    compileAllMessages();
    // Before the first request, in the server's own database connection: `npm run demo` opens
    // the embedded database once, not once to seed and again to serve.
    if (env.DEMO_DATA) await addDemoData(database.prisma);
    // Periodic jobs of the app (in-process timers that keep nothing alive).
    const { startInboxJobs } = await import("./services/inbox");
    startInboxJobs(database.prisma, env.INBOX_JOB_INTERVAL_SECONDS * 1000);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nFestival Challenges cannot start: ${message}\n`);
    process.exit(1);
  }
}

async function addDemoData(prisma: PrismaClient): Promise<void> {
  const { DEMO_PASSWORD, DEMO_USERS, seedDemoData } = await import("../../prisma/seed");
  const { created } = await seedDemoData(prisma, { demoAccounts: true });
  console.log(created ? `Added demo data (${created} rows).` : "Demo data is in place.");
  console.log(
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}`,
  );
}
