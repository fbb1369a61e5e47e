import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { rmSync } from "node:fs";
import { gunzipSync, inflateSync } from "node:zlib";

/** One request as a collector received it. */
export type Received = {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
};

/** A local HTTP server on 127.0.0.1 standing in for PostHog or Sentry: it keeps what it gets. */
export type Collector = { url: string; received: Received[]; close(): Promise<void> };

export async function startCollector(): Promise<Collector> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("collector has no port");
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

export type PosthogEvent = { event: string; properties: Record<string, unknown> };

/** Decodes a posthog-js request the way PostHog's capture endpoint does (gzip-js, base64, JSON). */
export function posthogEvents(request: Received): PosthogEvent[] {
  const query = new URL(request.url, "http://collector").searchParams;
  let text: string;
  const body = decompress(request.body, request.headers["content-encoding"]);
  const gzipped = body[0] === 0x1f && body[1] === 0x8b;
  if (gzipped || query.get("compression") === "gzip-js") {
    // posthog-js gzips batches itself ("gzip-js"); the magic bytes tell even without the query.
    text = gunzipSync(body).toString("utf8");
  } else if (
    (request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")
  ) {
    const data = new URLSearchParams(body.toString("utf8")).get("data") ?? "";
    text =
      query.get("compression") === "base64" ? Buffer.from(data, "base64").toString("utf8") : data;
  } else {
    text = body.toString("utf8");
  }
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" &&
        parsed !== null &&
        "batch" in parsed &&
        Array.isArray(parsed.batch)
      ? parsed.batch
      : [parsed];
  return list.filter(
    (item): item is PosthogEvent =>
      typeof item === "object" && item !== null && "event" in item && "properties" in item,
  );
}

export type SentryItem = { type: string; payload: Record<string, unknown> };

/** Splits a Sentry envelope into its items (header line, then item header + payload pairs). */
export function sentryItems(request: Received): SentryItem[] {
  const text = decompress(request.body, request.headers["content-encoding"]).toString("utf8");
  const lines = text.split("\n").filter((line) => line.length > 0);
  const items: SentryItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header: unknown = JSON.parse(lines[index] ?? "{}");
    const payload: unknown = JSON.parse(lines[index + 1] ?? "{}");
    const type =
      typeof header === "object" && header !== null && "type" in header ? String(header.type) : "";
    if (typeof payload === "object" && payload !== null) {
      items.push({ type, payload: { ...payload } });
    }
  }
  return items;
}

/** The exception messages of every error event in these requests. */
export function sentryExceptionMessages(requests: Received[]): string[] {
  return requests.flatMap((request) =>
    sentryItems(request)
      .filter((item) => item.type === "event")
      .flatMap((item) => {
        const exception = item.payload.exception;
        if (typeof exception !== "object" || exception === null || !("values" in exception)) {
          return [];
        }
        const values: unknown = exception.values;
        return Array.isArray(values)
          ? values.map((value: unknown) =>
              typeof value === "object" && value !== null && "value" in value
                ? String(value.value)
                : "",
            )
          : [];
      }),
  );
}

/**
 * A second `next start` of the same production build, with its own embedded database and
 * extra environment (the collectors' addresses): one build, configured at start-up.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = `./data/e2e-shell-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PGLITE_DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString("base64url"),
        APP_URL: url,
        LOG_LEVEL: "warn",
        ...env,
      },
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/trpc/system.health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("next start did not become healthy in 90 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
