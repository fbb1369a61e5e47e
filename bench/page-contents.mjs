#!/usr/bin/env node
// What a page's first-load JavaScript is made of, by package and by source folder: the answer to
// R3's "for any page still over target, what remains in its bundle". Reads the module graph of
// Next.js's own analyzer (Turbopack), written by `next analyze --output`:
//
//   NEXT_DIST_DIR=.next-analyze npx next analyze --output     # once, ≈ 3 min (no app build)
//   node bench/page-contents.mjs [--dist .next-analyze] [--build .next] [--top 12] [--table] [route …]
//
// A page's first load is the client scripts of its bootstrap chunk groups (the page and `/_app`
// with Next.js's runtime); chunks loaded later (dialogs, screens after hydration, analytics) are
// not in it. Sizes are the analyzer's gzip estimate of each module's part of a chunk, compressed
// one by one, so their sum is over `bench/page-weight.mjs`'s gzip of whole files (≈ 1.3×): each
// is scaled to the weight page-weight.mjs measures on the real build in `--build` (default
// `.next`) when that build has the route. Routes default to every page a participant or visitor opens
// (from that build), heaviest first.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const distDir = option("--dist", process.env.NEXT_DIST_DIR ?? ".next-analyze");
const top = Number(option("--top", "12"));
const named = args.filter(
  (arg, i) => !arg.startsWith("--") && !["--dist", "--build", "--top"].includes(args[i - 1]),
);
// Staff pages (the 170 kB target) and the two demo pages are left out by default.
const STAFF =
  /^\/(admin|submissions\/moderation|challenge\/care\/moderation|participation\/person|test-modal|sentry-example-page)/;

/** The records of one route from `next analyze export` (JSON Lines). */
function exportRoute(route) {
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/next/dist/bin/next",
      "analyze",
      "export",
      "--dist-dir",
      distDir,
      "--route",
      route,
    ],
    { encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`next analyze export ${route}: ${result.stderr}`);
  return result.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((record) => record.type === "group" || record.type === "part");
}

/** The package a source belongs to, or its folder under src/. */
function owner(sourcePath) {
  const path = sourcePath.replace(/^\[project\]\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  // `_app` runs on every page: it is the shell's, not a page's own code.
  if (/^src\/pages\/_app\.[jt]sx?$/.test(path)) return "src/pages/_app";
  const src = /^src\/((?:features|components|lib|shared)\/[^/]+|[^/]+)/.exec(path);
  if (src) return `src/${src[1].replace(/\.[jt]sx?$/, "")}`;
  if (path.startsWith("[turbopack]") || path.startsWith("[next]")) return "(bundler runtime)";
  return path;
}

/** The measured first-load weight (gzip-9 of whole files) of each route of a real build. */
function measured(buildDir) {
  const result = spawnSync(
    process.execPath,
    ["bench/page-weight.mjs", "--dist", buildDir, "--json"],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (!result.stdout.trim().startsWith("[")) return new Map();
  return new Map(JSON.parse(result.stdout).map((row) => [row.route, row.kb]));
}

// The layers of the table: what no page can drop, what the fixed stack brings, and what is ours.
const FRAMEWORK = new Set([
  "next",
  "react-dom",
  "react",
  "scheduler",
  "@swc/helpers",
  "(bundler runtime)",
]);
const STACK = new Set([
  "@mantine/core",
  "@mantine/hooks",
  "@mantine/store",
  "clsx",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "@trpc/client",
  "@trpc/react-query",
  "@trpc/next",
  "@trpc/server",
  "superjson",
  "copy-anything",
  "is-what",
  "use-intl",
  "icu-minify",
]);
function layer(key) {
  if (FRAMEWORK.has(key)) return "framework";
  if (key === "src/pages/_app") return "shell";
  if ((key.startsWith("@mantine/") || key === "clsx") && STACK.has(key)) return "mantine";
  if (STACK.has(key)) return "stack";
  if (key.startsWith("src/features") || key.startsWith("src/pages")) return "page";
  if (key.startsWith("src/")) return "shell";
  return "other";
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const asTable = args.includes("--table");
const weights = measured(option("--build", ".next"));
const routes = named.length
  ? named
  : [...weights.keys()]
      .filter((route) => !STAFF.test(route))
      .sort((x, y) => weights.get(y) - weights.get(x));
if (routes.length === 0) {
  console.error("No build to measure: run `npm run build` (or pass --build DIR, or name routes).");
  process.exit(1);
}
if (asTable) {
  console.log(
    "| Page | Measured | Framework | Mantine (core, hooks, store) | Data + i18n (React Query, tRPC, superjson, use-intl) | Shell (src/components, lib, shared, _app) | Page's own (src/features, pages) | Other packages (largest) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
}
for (const route of routes) {
  const records = exportRoute(route);
  const firstLoad = new Set(
    records
      .filter((record) => record.type === "group" && record.kind === "bootstrap")
      .flatMap((group) => group.outputs)
      .filter((file) => file.startsWith("[client-fs]") && file.endsWith(".js")),
  );
  const byOwner = new Map();
  let total = 0;
  for (const part of records) {
    if (part.type !== "part" || !firstLoad.has(part.filename)) continue;
    const key = owner(part.source_path);
    byOwner.set(key, (byOwner.get(key) ?? 0) + part.compressed_size);
    total += part.compressed_size;
  }
  if (total === 0) throw new Error(`${route}: the analyzer recorded no first-load script for it`);
  const rows = [...byOwner].sort((a, b) => b[1] - a[1]);
  // Parts are compressed one by one: scale them to the measured whole-file figure when known.
  const measuredKb = weights.get(route);
  const scale = measuredKb ? (measuredKb * 1024) / total : 1;
  if (asTable) {
    const layers = { framework: 0, mantine: 0, stack: 0, shell: 0, page: 0, other: 0 };
    for (const [key, bytes] of rows) layers[layer(key)] += bytes * scale;
    const others = rows
      .filter(([key]) => layer(key) === "other")
      .slice(0, 3)
      .map(([key, bytes]) => `${key} ${kb(bytes * scale)}`)
      .join(", ");
    console.log(
      `| \`${route}\` | ${measuredKb ?? "?"} | ${kb(layers.framework)} | ${kb(layers.mantine)} | ${kb(layers.stack)} | ${kb(layers.shell)} | ${kb(layers.page)} | ${kb(layers.other)}${others ? ` (${others})` : ""} |`,
    );
    continue;
  }
  console.log(
    `\n${route}: ${measuredKb ?? "?"} kB measured, ${kb(total)} kB module estimates, ${firstLoad.size} scripts`,
  );
  for (const [key, bytes] of rows.slice(0, top))
    console.log(
      `  ${kb(bytes * scale).padStart(6)}  ${((100 * bytes) / total).toFixed(0).padStart(3)}%  ${layer(key).padEnd(9)} ${key}`,
    );
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest)
    console.log(
      `  ${kb(rest * scale).padStart(6)}  ${((100 * rest) / total).toFixed(0).padStart(3)}%  (${rows.length - top} more)`,
    );
}
