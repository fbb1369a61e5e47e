// `npm run demo`: the app with demo data on the embedded database, on http://localhost:3000.
//   PORT, HOST     where to listen (default 3000 on 127.0.0.1)
//   --fresh        start from an empty database (used by the end-to-end tests)
// Steps: create ./data, migrate, seed if needed (idempotent), build if needed, serve.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from "../prisma/seed";
import { buildIfNeeded } from "./lib/build.mts";
import { describeTarget, targetFromEnv, withDatabase } from "./lib/database.mts";

const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
mkdirSync("data", { recursive: true });

if (process.argv.includes("--fresh")) {
  const target = targetFromEnv();
  if (target.kind !== "pglite") {
    console.error("--fresh only empties the embedded database; unset DATABASE_URL.");
    process.exit(2);
  }
  rmSync(target.dataDir, { recursive: true, force: true });
}

// `next start` runs in production mode, which needs a real secret: the demo makes one once
// and keeps it in ./data so that sign-ins survive a restart.
function demoSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join("data", "demo-session-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

await withDatabase(async (database) => {
  const { applied } = await database.migrate();
  if (applied.length) console.log(`Migrated the ${describeTarget()}: ${applied.join(", ")}`);
  // The demo is for trying things out: its accounts are always there.
  const { created } = await seedDemoData(database.prisma, { demoAccounts: true });
  console.log(created ? `Added demo data (${created} rows).` : "Demo data is in place.");
  console.log(
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}`,
  );
});

buildIfNeeded();

console.log(`\nFestival Challenges: http://${host === "0.0.0.0" ? "localhost" : host}:${port}\n`);
const server = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "start", "--port", port, "--hostname", host],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      SESSION_SECRET: demoSecret(),
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
