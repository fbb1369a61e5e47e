import { createServer, request, type Server } from "node:http";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { listenLocally } from "~/test/ports";
import { afterResponse } from "./trpc";

/** Deferred work over HTTP (ctx.defer): it must not delay, or run before, the answer. */

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Blocks the event loop, as synchronous work (the embedded database's queries) does.
  }
};

async function serve(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  return listenLocally(server);
}

function get(port: number): Promise<{ body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ body }));
    })
      .on("error", reject)
      .end();
  });
}

/**
 * A client on its own thread (its own event loop, as a browser is), so that work blocking the
 * server's loop cannot hold up the client's reading: when did the whole answer arrive?
 */
function getFromAnotherThread(port: number): Promise<{ body: string; receivedAt: number }> {
  const worker = new Worker(
    `const http = require("node:http");
     const { parentPort, workerData } = require("node:worker_threads");
     http.get({ host: "127.0.0.1", port: workerData.port, path: "/" }, (response) => {
       let body = "";
       response.on("data", (chunk) => (body += chunk));
       response.on("end", () => parentPort.postMessage({ body, receivedAt: Date.now() }));
     });`,
    { eval: true, workerData: { port } },
  );
  return new Promise((resolve, reject) => {
    worker.once("message", (message: { body: string; receivedAt: number }) => {
      void worker.terminate();
      resolve(message);
    });
    worker.once("error", reject);
  });
}

describe("afterResponse", () => {
  it("starts the work only after the whole answer is sent, so heavy work does not delay it", async () => {
    let started: { at: number; finished: boolean } | undefined;
    let done!: () => void;
    const workDone = new Promise<void>((resolve) => (done = resolve));
    let answeredAt = 0;
    const port = await serve((_req, res) => {
      afterResponse(res)(() => {
        started = { at: Date.now(), finished: res.writableFinished };
        busyFor(400);
        done();
      });
      expect(started).toBeUndefined();
      answeredAt = Date.now();
      res.end("answer");
    });
    const { body, receivedAt } = await getFromAnotherThread(port);
    await workDone;
    expect(body).toBe("answer");
    expect(started?.finished).toBe(true);
    expect(started!.at).toBeGreaterThanOrEqual(answeredAt);
    // The client had the whole answer long before the 400 ms of work were over.
    expect(receivedAt - answeredAt).toBeLessThan(200);
  });

  it("still runs the work when the client goes away before the answer", async () => {
    let ran = false;
    let done!: () => void;
    const workDone = new Promise<void>((resolve) => (done = resolve));
    const port = await serve((req, res) => {
      afterResponse(res)(() => {
        ran = true;
        done();
      });
      req.socket.destroy();
    });
    await get(port).catch(() => null);
    await workDone;
    expect(ran).toBe(true);
  });
});
