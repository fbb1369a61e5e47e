// `npm run demo`: the app with demo data on the embedded database, on http://localhost:3000.
//   PORT, HOST     where to listen (default 3000 on 127.0.0.1)
//   --fresh        start from an empty database (used by the end-to-end tests)
// Steps: create ./data, build if needed, serve; the server migrates the database and adds the
// demo data if it is missing (idempotent) before it answers its first request.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveDatabaseTarget } from "../src/server/database/target";
import { buildIfNeeded } from "./lib/build.mts";

const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
mkdirSync("data", { recursive: true });

if (process.argv.includes("--fresh")) {
  const target = resolveDatabaseTarget({
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
  });
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
      // The server migrates at start-up and, with this, adds the demo data (idempotent).
      DEMO_DATA: "true",
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
