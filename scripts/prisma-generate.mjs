// `prisma generate` runs entirely in WebAssembly, but the CLI still checks for its native
// schema engine and tries to download it, which fails offline. Pointing the engine path at an
// existing file satisfies that check; generation never executes it.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const placeholder = fileURLToPath(import.meta.url);
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
