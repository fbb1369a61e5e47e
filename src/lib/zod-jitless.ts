import { config } from "zod/v4/core";

// Zod probes `Function("")` to compile faster object parsers. The Content-Security-Policy forbids
// eval, so in the browser that probe is a policy violation on every page with a form: parse
// without it (the speed difference is irrelevant for forms).
config({ jitless: true });
