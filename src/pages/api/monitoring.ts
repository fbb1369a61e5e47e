import type { NextApiRequest, NextApiResponse } from "next";
import { env } from "~/env";
import { readBody, RELAY_BODY_LIMIT } from "~/server/infra/telemetry/body";
import { tunnelTarget } from "~/server/infra/telemetry/relay";
import { getLogger } from "~/server/infra/logger";

/**
 * Sentry's "tunnel": the browser posts error envelopes here and the server forwards them to the
 * configured DSN's host, so the page never talks to a third-party origin.
 */
export default async function handler(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== "POST") {
    response.setHeader("Allow", "POST");
    response.status(405).end();
    return;
  }
  if (!env.SENTRY_DSN) {
    response.status(404).end();
    return;
  }
  const body = await readBody(request, RELAY_BODY_LIMIT);
  if (!body) {
    response.status(413).end();
    return;
  }
  const target = tunnelTarget(body, env.SENTRY_DSN);
  if (!target) {
    response.status(400).end();
    return;
  }
  try {
    const upstream = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(10_000),
    });
    response.status(upstream.status).end();
  } catch (error) {
    getLogger().warn({ err: error }, "error report could not be forwarded");
    response.status(502).end();
  }
}

export const config = { api: { bodyParser: false } };
