import type { NextApiRequest, NextApiResponse } from "next";
import { appendSetCookie } from "~/server/api/trpc";
import { endSession, readSession, toSessionPayload } from "~/server/auth/session";
import { isDatabaseUnavailable } from "~/server/database/availability";
import { getDatabase } from "~/server/db";
import { getLogger } from "~/server/infra/logger";

/**
 * The seed's session endpoint (DESIGN §7).
 * GET: `{ user, loggedInAt }` when signed in, `{}` otherwise: never an error for a visitor.
 * DELETE: ends the session and clears the cookie, `{}`.
 */
export default async function sessionEndpoint(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "DELETE") {
    res.setHeader("Allow", "GET, DELETE");
    res.status(405).json({ error: "Method not allowed" });
    return;
  }
  try {
    const { prisma } = await getDatabase();
    const { session, setCookie } = await readSession(prisma, req.headers.cookie);
    if (req.method === "DELETE") {
      if (session) appendSetCookie(res, await endSession(prisma, session.id));
      else if (setCookie) appendSetCookie(res, setCookie);
      res.status(200).json({});
      return;
    }
    if (setCookie) appendSetCookie(res, setCookie);
    res.status(200).json(session ? toSessionPayload(session) : {});
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      getLogger().warn({ err: error }, "session endpoint: database unavailable");
      res.setHeader("Retry-After", "5");
      res.status(503).json({ error: "The festival service is briefly unavailable." });
      return;
    }
    getLogger().error({ err: error }, "session endpoint failed");
    res.status(500).json({ error: "Internal server error" });
  }
}
