// The worker's program type-checks shared modules that test for a window (`typeof window`, as in
// src/shared/zod.ts, reached through type imports); a worker has none.
declare const window: undefined;
