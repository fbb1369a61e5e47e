import { createHash } from "node:crypto";
import { ColorSchemeScript } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  COLOR_SCHEME_SCRIPT_HASH,
  contentSecurityPolicy,
  securityHeaders,
} from "./security-headers.mjs";

function directive(policy: string, name: string): string | undefined {
  return policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe("security headers", () => {
  it("allow the colour-scheme script of _document.tsx by its hash", () => {
    // Same props as in src/pages/_document.tsx.
    const html = renderToStaticMarkup(
      createElement(ColorSchemeScript, { defaultColorScheme: "auto" }),
    );
    const body = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    const hash = `sha256-${createHash("sha256").update(body).digest("base64")}`;
    expect(COLOR_SCHEME_SCRIPT_HASH).toBe(hash);
  });

  it("allow scripts only from the app itself in production, without eval or inline code", () => {
    const scripts = directive(contentSecurityPolicy({ development: false }), "script-src");
    // WebAssembly compilation (the camera scanner) only: no JavaScript eval.
    expect(scripts).toBe(`'self' 'wasm-unsafe-eval' '${COLOR_SCHEME_SCRIPT_HASH}'`);
  });

  it("forbid framing, plugins and foreign form targets", () => {
    const policy = contentSecurityPolicy({ development: false });
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(directive(policy, "form-action")).toBe("'self'");
    expect(directive(policy, "connect-src")).toBe("'self'");
  });

  it("pin HTTPS only in production and keep the camera for the app's own pages", () => {
    const production = new Map(
      securityHeaders({ development: false, production: true }).map((h) => [h.key, h.value]),
    );
    const development = new Map(
      securityHeaders({ development: true, production: false }).map((h) => [h.key, h.value]),
    );
    expect(production.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(development.has("Strict-Transport-Security")).toBe(false);
    expect(production.get("Permissions-Policy")).toContain("camera=(self)");
    expect(production.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
