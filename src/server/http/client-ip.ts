import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { env } from "~/env";

/** Whether a reverse proxy is trusted, and how many of them stand in a row before the app. */
export type ProxyTrust = { trustProxy: boolean; hops: number };

const fromEnvironment = (): ProxyTrust => ({
  trustProxy: env.TRUST_PROXY,
  hops: env.TRUSTED_PROXY_HOPS,
});

/** `203.0.113.7`, `203.0.113.7:4711`, `2001:db8::1` or `[2001:db8::1]:443` → the address. */
function addressOf(entry: string): string | null {
  const text = entry.trim();
  if (isIP(text)) return text;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1] && isIP(bracketed[1]) === 6) return bracketed[1];
  const withPort = /^([^:]+):\d{1,5}$/.exec(text);
  if (withPort?.[1] && isIP(withPort[1]) === 4) return withPort[1];
  return null;
}

/**
 * The caller's IP address, the key of every per-IP rate limit. Without a trusted proxy it is the
 * socket's. Behind one (TRUST_PROXY=true), each proxy appends the address it saw to
 * X-Forwarded-For, so only the right-most entries were written by proxies; anything to their left
 * the client wrote itself and proves nothing. With TRUSTED_PROXY_HOPS = n proxies in a row, the
 * n-th entry from the right is the address the outermost proxy saw: the client's. A header with
 * fewer entries gives its left-most one; a missing or malformed one, the socket's address.
 */
export function clientIp(
  request: IncomingMessage,
  trust: ProxyTrust = fromEnvironment(),
): string | null {
  const socketAddress = request.socket.remoteAddress ?? null;
  const header = request.headers["x-forwarded-for"];
  if (!trust.trustProxy || header === undefined) return socketAddress;
  const hops = (typeof header === "string" ? header : header.join(",")).split(",");
  const entry = hops[Math.max(0, hops.length - Math.max(1, trust.hops))];
  return (entry === undefined ? null : addressOf(entry)) ?? socketAddress;
}
