import { config } from "zod/v4/core";

// Zod probes `Function("")` to compile faster object parsers. The Content-Security-Policy forbids
// eval, so in the browser that probe is a policy violation on every page with a form: there,
// parse without it (the speed difference is irrelevant for forms). Every module that defines
// schemas imports this first (zod-browser.test.ts checks); pages without zod pay nothing.
if (typeof window !== "undefined") config({ jitless: true });
