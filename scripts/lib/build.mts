import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "src",
  "public",
  "prisma/schema.prisma",
  "next.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
const STAMP = path.join(DIST_DIR, "festival-build-inputs");
const SERVICE_WORKER = path.join("public", "sw.js");

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/**
 * Files under `src` that only the tests read (no app module imports them: lint keeps it so), so
 * editing a test does not rebuild the app before the next end-to-end run.
 */
function testOnly(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    /\.fixtures\.ts$/.test(file) ||
    file.startsWith(path.join("src", "test") + path.sep)
  );
}

/** A fingerprint of everything a production build depends on, public build-time env included. */
function inputsFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(filesUnder)) {
    if (file.startsWith(path.join("src", "generated"))) continue;
    if (testOnly(file)) continue;
    // Made by the build itself (scripts/build-sw.mjs), not one of its inputs.
    if (file === SERVICE_WORKER) continue;
    hash.update(file).update(readFileSync(file));
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}`);
  }
  return hash.digest("hex");
}

/** Runs `next build` (and builds the service worker) unless the build folder was built from exactly these sources. */
export function buildIfNeeded(): void {
  const fingerprint = inputsFingerprint();
  const built =
    existsSync(path.join(DIST_DIR, "BUILD_ID")) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === fingerprint;
  if (built) {
    console.log("Production build is up to date.");
    return;
  }
  console.log("Building the app (next build)…");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("next build failed: see the output above.");
    process.exit(result.status ?? 1);
  }
  // The service worker carries the build's id (README "Offline").
  const worker = spawnSync(process.execPath, ["scripts/build-sw.mjs"], { stdio: "inherit" });
  if (worker.status !== 0) {
    console.error("Building the service worker failed: see the output above.");
    process.exit(worker.status ?? 1);
  }
  writeFileSync(STAMP, fingerprint);
}
