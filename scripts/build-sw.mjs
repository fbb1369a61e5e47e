// Builds the service worker (src/sw/worker.ts, README "Offline") into public/sw.js, with the id of
// the build in the Next.js build folder inlined: run after `next build` (npm run build and the
// demo's build both do). Every deployment's worker differs, so browsers replace it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();

await build({
  entryPoints: ["src/sw/worker.ts"],
  outfile: "public/sw.js",
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2022",
  tsconfig: "src/sw/tsconfig.json",
  define: { __BUILD_ID__: JSON.stringify(buildId), "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
});
console.log(`Service worker built for build ${buildId}: public/sw.js`);
