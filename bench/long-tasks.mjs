// Long tasks of one page in Chromium with the CPU slowed 4× (as Lighthouse's mobile run), and the
// ones that start right after a given chunk arrives: what loading that chunk costs the main thread.
//
//   node bench/long-tasks.mjs --url http://127.0.0.1:3300/ --runs 8 [--chunk 1yusxpgb]
//
// --chunk: part of a chunk's file name (.next/static/chunks); the tasks starting within 400 ms
// after its response ended are listed per run. Run it against a production server (README
// "Benchmarks"); the figures vary with the machine's load, so compare two builds on the same day.
import { chromium } from "@playwright/test";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const url = arg("url", "http://127.0.0.1:3300/");
const runs = Number(arg("runs", "5"));
const chunk = arg("chunk", null);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const blocking = [];
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url);
  await page.waitForTimeout(8000);
  const tasks = await page.evaluate(() => window.__longTasks);
  const tbt = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  blocking.push(tbt);
  let line = `run ${run}: ${tasks.length} long tasks, blocking ${tbt} ms`;
  if (chunk) {
    const arrived = await page.evaluate(
      (part) =>
        performance.getEntriesByType("resource").find((entry) => entry.name.includes(part))
          ?.responseEnd ?? null,
      chunk,
    );
    const after =
      arrived === null
        ? "chunk not loaded"
        : tasks
            .filter(([start]) => start >= arrived - 20 && start < arrived + 400)
            .map(([start, duration]) => `+${Math.round(start - arrived)} ms: ${duration} ms`)
            .join(", ") || "none";
    line += ` | ${chunk} at ${arrived === null ? "-" : Math.round(arrived)} ms, long tasks after it: ${after}`;
  }
  console.log(line);
  await context.close();
}
blocking.sort((a, b) => a - b);
console.log(`median blocking time ${blocking[Math.floor(blocking.length / 2)]} ms (${runs} runs)`);
await browser.close();
