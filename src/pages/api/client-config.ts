import type { NextApiRequest, NextApiResponse } from "next";
import { clientConfigFromEnv } from "~/server/infra/telemetry/config";

/** For pages pre-rendered at build time: the analytics/error-reporting settings of this server. */
export default function handler(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== "GET") {
    response.setHeader("Allow", "GET");
    response.status(405).json({ error: "Method Not Allowed" });
    return;
  }
  response.setHeader("Cache-Control", "no-store");
  response.status(200).json(clientConfigFromEnv());
}
