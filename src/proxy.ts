import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, NONCE_HEADER } from "~/server/http/security-headers.mjs";

/**
 * Every page gets its own Content-Security-Policy with a fresh nonce, handed to _document through
 * a request header so that Next.js's scripts and the colour-scheme script carry it. A nonce (not
 * a hash) because Turbopack inlines a bootstrap script whose content differs per page and build.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = contentSecurityPolicy({
    development: process.env.NODE_ENV === "development",
    nonce,
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages only: not the API (its own policy, next.config.mjs), built assets, public files or the
  // service worker (its own policy).
  matcher: [
    "/((?!api/|_next/static/|_next/image|favicon\\.ico|icons/|images/|manifest\\.webmanifest|sw\\.js).*)",
  ],
};
