#!/usr/bin/env node
// The embedded default's cold start and memory: starts `npm run demo` (already built and seeded:
// run it once before), times the start to the first served page (GET / answering 200), then
// reads the resident memory (VmRSS) of its processes after start and after each public page
// has been served 20 times. Usage: node bench/cold-start.mjs [--runs 3] [--port 3950]
// Writes bench/results/cold-start.json. Linux only (reads /proc).
import { spawn } from "node:child_process";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { PUBLIC_PAGES } from "./public-pages.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const RUNS = option("runs", 3);
const PORT = option("port", 3950);
const BASE = `http://127.0.0.1:${PORT}`;

/** Every process below `root` (children, grandchildren…) with its resident memory in MB. */
async function treeRss(root) {
  const parents = new Map();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, "utf8").catch(() => "");
    const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? "?";
    parents.set(Number(entry), { ppid, rss, name });
  }
  const tree = [];
  const walk = (pid) => {
    const process = parents.get(pid);
    if (process) tree.push({ pid, name: process.name, rssMb: Math.round(process.rss) });
    for (const [child, info] of parents) if (info.ppid === pid) walk(child);
  };
  walk(root);
  return tree;
}

async function firstPage(deadline) {
  while (performance.now() < deadline) {
    const ok = await fetch(`${BASE}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return true;
    await sleep(25);
  }
  return false;
}

const results = [];
for (let run = 1; run <= RUNS; run++) {
  const started = performance.now();
  const demo = spawn("npm", ["run", "demo", "--silent"], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: "ignore",
    detached: true,
  });
  try {
    if (!(await firstPage(started + 120_000))) throw new Error("no page within 120 s");
    const coldStartMs = Math.round(performance.now() - started);
    await sleep(3000);
    const afterStart = await treeRss(demo.pid);
    for (const page of PUBLIC_PAGES)
      for (let i = 0; i < 20; i++) await (await fetch(BASE + page)).text();
    const afterPages = await treeRss(demo.pid);
    const total = (tree) => tree.reduce((sum, process) => sum + process.rssMb, 0);
    const server = (tree) => Math.max(...tree.map((process) => process.rssMb));
    const result = {
      run,
      coldStartMs,
      serverRssMbAfterStart: server(afterStart),
      serverRssMbAfterPages: server(afterPages),
      treeRssMbAfterPages: total(afterPages),
      processes: afterPages,
    };
    console.log(JSON.stringify({ ...result, processes: undefined }));
    results.push(result);
  } finally {
    process.kill(-demo.pid, "SIGTERM");
    await new Promise((resolve) => demo.once("exit", resolve));
    await sleep(1000);
  }
}
await mkdir("bench/results", { recursive: true });
await writeFile("bench/results/cold-start.json", JSON.stringify(results, null, 2));
