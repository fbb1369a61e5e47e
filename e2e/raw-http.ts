import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/**
 * Plain HTTP/1.1 requests with exactly the headers given (duplicates, odd bytes, any Host):
 * Playwright's request client and fetch normalise or refuse some of what a hostile client sends.
 * Redirects are never followed.
 */
export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
};

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

export function send(base: string, request: RawRequest): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method ?? "GET",
        path: request.path,
        headers: request.headers,
        // A Host header given by the test replaces Node's own.
        setHost: !Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === "host"),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`timeout: ${request.path}`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** The value of cookie `name` in a response's Set-Cookie headers, if it sets one. */
export function setCookieValue(response: RawResponse, name: string): string | undefined {
  for (const line of response.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const separator = pair?.indexOf("=") ?? -1;
    if (pair && separator > 0 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Runs `task` over `items`, `parallel` at a time; results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  parallel: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/** The session cookie's name in production (`next start`). */
export const SESSION_COOKIE = "__Host-session";

/** Signs in through tRPC (auth.login) and returns the session cookie's value. */
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await send(base, {
    method: "POST",
    path: "/api/trpc/auth.login",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { email, password } }),
  });
  const value = setCookieValue(response, SESSION_COOKIE);
  if (response.status !== 200 || !value) throw new Error(`sign-in failed: ${response.status}`);
  return value;
}
