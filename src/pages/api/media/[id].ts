import type { NextApiRequest, NextApiResponse } from "next";
import { getDatabase } from "~/server/db";
import { getStorage } from "~/server/infra/storage";
import { createMediaHandler } from "~/server/infra/storage/serve-media";

const serveMedia = createMediaHandler({
  prisma: async () => (await getDatabase()).prisma,
  storage: getStorage,
});

/** GET /api/media/{id}: stored images, read-only (see createMediaHandler). */
export default function handler(request: NextApiRequest, response: NextApiResponse) {
  return serveMedia(request, response);
}

export const config = {
  // Read-only: no request body is ever read.
  api: { bodyParser: false },
};
