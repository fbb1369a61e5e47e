import { DEFAULT_THEME, isLightColor, MantineProvider } from "@mantine/core";
import mitt from "next/dist/shared/lib/mitt";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AREAS } from "~/lib/navigation";
import type { LayoutName } from "~/lib/page";
import { SessionProvider } from "~/lib/session";
import type { SessionPayload } from "~/shared/session";
import { theme } from "../theme";
import { TEXT_ON_FILLED } from "./AreaLayout";
import { LAYOUTS } from "./index";

function routerAt(asPath: string): NextRouter {
  return {
    route: asPath,
    pathname: asPath,
    query: {},
    asPath,
    basePath: "",
    isLocaleDomain: false,
    push: async () => true,
    replace: async () => true,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: mitt(),
    isFallback: false,
    isReady: true,
    isPreview: false,
  };
}

const moderator: SessionPayload = {
  user: {
    id: "cmod",
    name: "Mo Moderator",
    email: "mo@festival.test",
    role: "MODERATOR",
    publicProfile: false,
  },
  loggedInAt: "2026-07-04T10:00:00.000Z",
};

/** Server-renders a page in a layout, as _app does. */
function render(layout: LayoutName, path: string, session: SessionPayload | null = null): string {
  const Layout = LAYOUTS[layout];
  const page: ReactNode = createElement("h1", null, "The page");
  return renderToString(
    createElement(
      RouterContext.Provider,
      { value: routerAt(path) },
      createElement(
        MantineProvider,
        { theme },
        createElement(SessionProvider, { initial: session }, createElement(Layout, null, page)),
      ),
    ),
  );
}

describe("layouts", () => {
  it("default: header with logo, main navigation and burger, the page in main, a footer", () => {
    const html = render("default", "/faq");
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('aria-label="Festival Challenges, home"');
    expect(html).toContain('aria-label="Main"');
    for (const area of ["Fitness", "Arts", "Sustainability", "Care"]) expect(html).toContain(area);
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toMatch(/<main[^>]*id="main-content"[^>]*>.*<h1>The page<\/h1>.*<\/main>/s);
    expect(html).toMatch(/<\/main><footer/);
    expect(html).toContain("Sign in");
  });

  it("default: a signed-in user gets the account menu instead of sign-in", () => {
    const html = render("default", "/", moderator);
    expect(html).not.toContain(">Sign in<");
    expect(html).not.toContain(">Create account<");
  });

  it("default: the phone menu the burger controls is there, its links load on first open", () => {
    const html = render("default", "/", moderator);
    expect(html).toContain('aria-controls="app-navigation"');
    expect(html).toMatch(/<nav[^>]*id="app-navigation"[^>]*>\s*<\/nav>/);
    expect(html).toMatch(
      /<nav[^>]*aria-label="Menu"[^>]*id="app-navigation"|id="app-navigation"[^>]*aria-label="Menu"/,
    );
    // Sign out (the menu's last entry) comes with its code, not with the first HTML.
    expect(html).not.toContain("Sign out");
  });

  it("auth: the account pages' side navigation, with the current one marked", () => {
    const html = render("auth", "/account/password");
    expect(html).toContain('aria-label="Account"');
    for (const label of ["Profile", "Personal data", "Password"]) expect(html).toContain(label);
    expect(html).toMatch(
      /href="\/account\/password"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/account\/password"/,
    );
    expect(html).toContain("<h1>The page</h1>");
  });

  it("barebones: the page alone, no header, navigation or footer", () => {
    // Mantine's own <style> tags aside.
    const html = render("barebones", "/challenge/care/feed").replace(
      /<style[^>]*>.*?<\/style>/gs,
      "",
    );
    expect(html).toMatch(/^<main[^>]*><h1>The page<\/h1><\/main>$/);
  });

  it("bingo and care: the app frame with a band naming the area", () => {
    const bingo = render("bingo", "/challenge/fitness/bingo/easy");
    expect(bingo).toContain('aria-label="Sports and fitness"');
    expect(bingo).toMatch(/<header/);
    const care = render("care", "/challenge/care");
    expect(care).toContain('aria-label="Gratitude and care"');
    expect(care).toContain("<h1>The page</h1>");
  });

  it("area tabs: the active tab's text is the one Mantine's contrast check picks on the filled shade", () => {
    for (const area of AREAS) {
      const filled = theme.colors?.[area.color]?.[8] ?? DEFAULT_THEME.colors[area.color][8];
      expect(TEXT_ON_FILLED[area.color], area.color).toBe(isLightColor(filled) ? "black" : "white");
    }
  });
});
