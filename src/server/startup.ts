/**
 * Runs once when the server starts (see src/instrumentation.ts): validates the environment,
 * opens and migrates the database. Any problem stops start-up with one line saying what to do.
 */
export async function startServer(): Promise<void> {
  try {
    // Imported here, not at the top, so that a bad environment is reported by the catch below.
    const { getDatabase } = await import("./db");
    await getDatabase();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nFestival Challenges cannot start: ${message}\n`);
    process.exit(1);
  }
}
