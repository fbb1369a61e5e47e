import { createServer, type Server } from "node:net";

/** Starts `server` on a free port of 127.0.0.1 and answers that port. */
export async function listenLocally(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

/** A port on 127.0.0.1 where nothing listens. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listenLocally(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
