/**
 * The one place zod is configured; code that both the browser and the server run imports `z` from
 * here, never from "zod" (an ESLint rule enforces it outside `src/server/`).
 *
 * Zod probes `Function("")` to compile faster object parsers. The Content-Security-Policy forbids
 * eval, so in the browser that probe is a policy violation on every page with a form: there,
 * parse without it (the speed difference is irrelevant for forms).
 */
import { config } from "zod/v4/core";

if (typeof window !== "undefined") config({ jitless: true });

// `export *`, not `import { z } from "zod"; export { z }`: through a star re-export Turbopack
// still shakes zod per member used, as for a direct import; the re-exported binding pulled in all
// of zod, every locale included (about 60 kB gzip more on every page with a form).
export * from "zod";
