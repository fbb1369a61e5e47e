/**
 * The most calls one tRPC batch may carry. The server refuses larger batches with 400 (one GET
 * with 900 calls once kept the server busy for 0.7 s); the client splits its batches to fit.
 * Measured: pages send at most 2 calls at once (their data is prefetched on the server), so 50
 * leaves plenty of room for bursts (bulk steps, several widgets refreshing together).
 */
export const TRPC_MAX_BATCH_SIZE = 50;
