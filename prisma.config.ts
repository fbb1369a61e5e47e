import { defineConfig } from "prisma/config";

// The Prisma CLI is used offline only for `generate` (see scripts/prisma-generate.mjs);
// migrations are created and applied by the project's own scripts (see README).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
