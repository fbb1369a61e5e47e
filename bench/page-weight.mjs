#!/usr/bin/env node
// First-load JavaScript per page of a production build, gzip-compressed, against the budget in
// bench/page-weight-budget.json. Usage: node bench/page-weight.mjs [--dist .next] [--json]
// Exit 1 when a page is over its budget (npm test runs it after the e2e build).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const distDir = args.includes("--dist")
  ? args[args.indexOf("--dist") + 1]
  : (process.env.NEXT_DIST_DIR ?? ".next");
const asJson = args.includes("--json");

const budget = JSON.parse(
  await readFile(new URL("./page-weight-budget.json", import.meta.url), "utf8"),
);
const manifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8"));

const gzipSizes = new Map();
async function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    const bytes = await readFile(path.join(distDir, file));
    gzipSizes.set(file, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

const isScript = (file) => file.endsWith(".js");
const shared = [
  ...manifest.rootMainFiles,
  ...manifest.polyfillFiles.filter(() => false),
  ...(manifest.pages["/_app"] ?? []),
];

const rows = [];
for (const [route, files] of Object.entries(manifest.pages)) {
  if (route === "/_app" || route === "/_error" || route === "/_document") continue;
  const scripts = [...new Set([...shared, ...files])].filter(isScript);
  let total = 0;
  for (const file of scripts) total += await gzipSize(file);
  const limitKb = budget.routes?.[route] ?? budget.defaultKb;
  rows.push({ route, kb: Math.round(total / 102.4) / 10, limitKb, over: total > limitKb * 1024 });
}
rows.sort((a, b) => b.kb - a.kb);

if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(
    `First-load JS (gzip) per page of ${distDir}, budget in bench/page-weight-budget.json`,
  );
  for (const row of rows) {
    console.log(
      `${row.over ? "OVER" : "  ok"}  ${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} kB  (budget ${row.limitKb} kB)`,
    );
  }
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`${over.length} page(s) over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
