import type { IncomingMessage } from "node:http";

/** Analytics batches and error envelopes are small; anything larger is refused. */
export const RELAY_BODY_LIMIT = 1_000_000;

/** The raw request body, or null when it exceeds `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
