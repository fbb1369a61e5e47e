import type { NextApiRequest, NextApiResponse } from "next";
import { env } from "~/env";
import { clientIp } from "~/server/http/client-ip";
import { readBody, RELAY_BODY_LIMIT } from "~/server/infra/telemetry/body";
import { posthogTarget } from "~/server/infra/telemetry/relay";
import { getLogger } from "~/server/infra/logger";

/**
 * Analytics relay: posthog-js sends its batches here (api_host = /api/ingest) and the server
 * forwards them unchanged to the configured PostHog host, with the visitor's address so that
 * PostHog's own geo lookup still works.
 */
export default async function handler(request: NextApiRequest, response: NextApiResponse) {
  const key = env.NEXT_PUBLIC_POSTHOG_KEY;
  if (!key) {
    response.status(404).end();
    return;
  }
  if (request.method !== "POST" && request.method !== "GET") {
    response.setHeader("Allow", "GET, POST");
    response.status(405).end();
    return;
  }
  const segments = request.query.path;
  const path = Array.isArray(segments) ? segments.join("/") : (segments ?? "");
  const search = request.url?.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  const target = posthogTarget(env.NEXT_PUBLIC_POSTHOG_HOST, path, search);
  if (!target) {
    response.status(404).end();
    return;
  }
  const body = request.method === "POST" ? await readBody(request, RELAY_BODY_LIMIT) : undefined;
  if (body === null) {
    response.status(413).end();
    return;
  }
  const headers: Record<string, string> = {};
  const contentType = request.headers["content-type"];
  if (contentType) headers["content-type"] = contentType;
  // The visitor's address as the rate limits see it (behind a trusted proxy: the one it saw).
  const address = clientIp(request);
  if (address) headers["x-forwarded-for"] = address;
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    response.status(upstream.status);
    const type = upstream.headers.get("content-type");
    if (type) response.setHeader("content-type", type);
    response.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    getLogger().warn({ err: error }, "analytics could not be forwarded");
    response.status(502).end();
  }
}

export const config = { api: { bodyParser: false } };
