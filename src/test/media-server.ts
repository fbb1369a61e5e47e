import { createServer } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { createMediaHandler, type MediaRequest } from "~/server/infra/storage/serve-media";
import { listenLocally } from "./ports";

/**
 * The media route's handler on a local port for the test file (or describe block), called as
 * Next.js calls it: the dynamic segment and the query in req.query. Answers a fetch of
 * `/api/media/{path}` on it.
 */
export function withMediaServer(dependencies: Parameters<typeof createMediaHandler>[0]) {
  const handler = createMediaHandler(dependencies);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const id = decodeURIComponent(url.pathname.replace(/^\/api\/media\//, ""));
    const query: Record<string, string | string[]> = { id };
    for (const [key, value] of url.searchParams) query[key] = value;
    const withQuery: MediaRequest = Object.assign(request, { query });
    void handler(withQuery, response);
  });
  let base = "";
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listenLocally(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (path: string, init?: RequestInit) => fetch(`${base}/api/media/${path}`, init);
}
