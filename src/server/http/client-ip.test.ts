import { Socket } from "node:net";
import { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

/** A request as Node's server hands it over: a socket address and the headers. */
function request(forwardedFor?: string | string[], remoteAddress = "10.0.0.2"): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const message = new IncomingMessage(socket);
  if (forwardedFor !== undefined) message.headers["x-forwarded-for"] = forwardedFor;
  return message;
}

describe("clientIp", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientIp(request("198.51.100.1"), { trustProxy: false, hops: 1 })).toBe("10.0.0.2");
  });

  it("behind one trusted proxy: the address it appended (right-most), not what the client wrote", () => {
    const trusted = { trustProxy: true, hops: 1 };
    expect(clientIp(request("203.0.113.7"), trusted)).toBe("203.0.113.7");
    // A client that sends its own X-Forwarded-For only adds hops on the left.
    expect(clientIp(request("1.2.3.4, 203.0.113.7"), trusted)).toBe("203.0.113.7");
    expect(clientIp(request("5.6.7.8, 1.2.3.4,203.0.113.7"), trusted)).toBe("203.0.113.7");
    expect(clientIp(request("1.2.3.4, 2001:db8::1"), trusted)).toBe("2001:db8::1");
  });

  it("behind a chain of trusted proxies: the address the outermost one appended", () => {
    const twoHops = { trustProxy: true, hops: 2 };
    // client → CDN (appends the client) → load balancer (appends the CDN) → app.
    expect(clientIp(request("6.6.6.6, 203.0.113.7, 192.0.2.10"), twoHops)).toBe("203.0.113.7");
    // Fewer hops than configured: the furthest one there is.
    expect(clientIp(request("203.0.113.7"), twoHops)).toBe("203.0.113.7");
  });

  it("joins several header lines as one list", () => {
    expect(clientIp(request(["1.2.3.4", "203.0.113.7"]), { trustProxy: true, hops: 1 })).toBe(
      "203.0.113.7",
    );
  });

  it("falls back to the socket when the header is missing, empty or not an address", () => {
    const trusted = { trustProxy: true, hops: 1 };
    for (const header of [undefined, "", " , ", "1.2.3.4, not-an-ip", "1.2.3.4, 999.1.1.1"])
      expect(clientIp(request(header), trusted)).toBe("10.0.0.2");
  });

  it("reads an address with a port or brackets the way proxies write it", () => {
    const trusted = { trustProxy: true, hops: 1 };
    expect(clientIp(request("203.0.113.7:4711"), trusted)).toBe("203.0.113.7");
    expect(clientIp(request("[2001:db8::1]:443"), trusted)).toBe("2001:db8::1");
    expect(clientIp(request("[2001:db8::1]"), trusted)).toBe("2001:db8::1");
  });
});
