#!/usr/bin/env node
// First-load JavaScript and render-blocking CSS per page of a production build, gzip-compressed,
// against the budgets in bench/page-weight-budget.json (CSS: its "css" section).
// Usage: node bench/page-weight.mjs [--dist .next] [--json]
// Exit 1 when a page is over a budget (npm test runs it after the e2e build).
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
// The stylesheets the page's first HTML links (`<link rel="stylesheet">`): render-blocking. CSS of
// chunks loaded later (dialogs, admin tables) is not in the manifest's list.
const isStylesheet = (file) => file.endsWith(".css");
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function gzipTotal(files) {
  let total = 0;
  for (const file of files) total += await gzipSize(file);
  return total;
}
const shared = [
  ...manifest.rootMainFiles,
  ...manifest.polyfillFiles.filter(() => false),
  ...(manifest.pages["/_app"] ?? []),
];

const rows = [];
for (const [route, files] of Object.entries(manifest.pages)) {
  if (route === "/_app" || route === "/_error" || route === "/_document") continue;
  const all = [...new Set([...shared, ...files])];
  const js = await gzipTotal(all.filter(isScript));
  const css = await gzipTotal(all.filter(isStylesheet));
  const limitKb = budget.routes?.[route] ?? budget.defaultKb;
  const cssLimitKb = budget.css?.routes?.[route] ?? budget.css?.defaultKb ?? Infinity;
  rows.push({
    route,
    kb: kb(js),
    limitKb,
    over: js > limitKb * 1024,
    cssKb: kb(css),
    cssLimitKb,
    cssOver: css > cssLimitKb * 1024,
  });
}
rows.sort((a, b) => b.kb - a.kb);

if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(
    `First-load JS and render-blocking CSS (gzip) per page of ${distDir}, budgets in bench/page-weight-budget.json`,
  );
  for (const row of rows) {
    const ok = row.over || row.cssOver ? "OVER" : "  ok";
    const js = `JS ${row.kb.toFixed(1).padStart(6)} kB (budget ${row.limitKb})`;
    const css = `CSS ${row.cssKb.toFixed(1).padStart(5)} kB (budget ${row.cssLimitKb})`;
    console.log(`${ok}  ${row.route.padEnd(width)}  ${js}  ${css}`);
  }
}
const over = rows.filter((row) => row.over);
const cssOver = rows.filter((row) => row.cssOver);
if (over.length > 0) {
  console.error(
    `${over.length} page(s) over the JS budget: ${over.map((row) => row.route).join(", ")}`,
  );
}
if (cssOver.length > 0) {
  console.error(
    `${cssOver.length} page(s) over the CSS budget: ${cssOver.map((row) => row.route).join(", ")}`,
  );
}
if (over.length > 0 || cssOver.length > 0) process.exit(1);
