import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  securityHeaders,
} from "./security-headers.mjs";

function directive(policy: string, name: string): string | undefined {
  return policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe("security headers", () => {
  it("let a page run only scripts with its nonce, or loaded by them; no eval, no inline code", () => {
    const scripts = directive(
      contentSecurityPolicy({ development: false, nonce: "abc123" }),
      "script-src",
    );
    // WebAssembly compilation (the camera scanner) only: no JavaScript eval.
    expect(scripts).toBe("'self' 'nonce-abc123' 'strict-dynamic' 'wasm-unsafe-eval'");
    expect(scripts).not.toContain("unsafe-inline");
  });

  it("forbid framing, plugins and foreign form targets", () => {
    const policy = contentSecurityPolicy({ development: false, nonce: "n" });
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(directive(policy, "form-action")).toBe("'self'");
    expect(directive(policy, "connect-src")).toBe("'self'");
    expect(directive(NON_PAGE_CONTENT_SECURITY_POLICY, "default-src")).toBe("'none'");
  });

  it("pin HTTPS only in production and keep the camera for the app's own pages", () => {
    const production = new Map(securityHeaders({ production: true }).map((h) => [h.key, h.value]));
    const development = new Map(
      securityHeaders({ production: false }).map((h) => [h.key, h.value]),
    );
    expect(production.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(development.has("Strict-Transport-Security")).toBe(false);
    expect(production.get("Permissions-Policy")).toContain("camera=(self)");
    expect(production.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
