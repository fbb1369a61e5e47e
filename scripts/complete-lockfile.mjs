// The npm registry mirror these machines use does not carry other platforms' optional binaries
// (e.g. @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This records each such optional
// dependency in the lockfile as optional and limited to its platform, which is what npm would
// have written with the full registry; npm then skips it here as it would on any other Linux.
// Run after changing dependencies: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORMS = [
  ["darwin", "darwin"],
  ["win32", "win32"],
  ["android", "android"],
  ["freebsd", "freebsd"],
  ["openharmony", "openharmony"],
  ["linux", "linux"],
  ["openbsd", "openbsd"],
  ["netbsd", "netbsd"],
  ["sunos", "sunos"],
  ["aix", "aix"],
];
const CPUS = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const base = name.split("/").pop();
  const os = PLATFORMS.find(([word]) => base.includes(`-${word}-`))?.[1];
  const cpu = CPUS.find((word) => base.includes(`-${word}`) || base.endsWith(`-${word}`));
  return { os, cpu: cpu === "arm" && base.includes("arm64") ? "arm64" : cpu };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) {
      console.warn(`skipped ${name}@${spec}: not an exact version`);
      continue;
    }
    const { os, cpu } = platformOf(name);
    if (!os || !cpu) {
      console.warn(`skipped ${name}: cannot tell its platform from its name`);
      continue;
    }
    lock.packages[`node_modules/${name}`] = { version: spec, cpu: [cpu], optional: true, os: [os] };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} platform-specific optional dependencies in package-lock.json.`);
