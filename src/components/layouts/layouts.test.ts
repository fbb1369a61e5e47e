import { DEFAULT_THEME, isLightColor, MantineProvider } from "@mantine/core";
import Loadable from "next/dist/shared/lib/loadable.shared-runtime";
import mitt from "next/dist/shared/lib/mitt";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { PageInfoContext } from "~/components/shell/page-info";
import { AppIntlProvider } from "~/lib/i18n";
import { AREAS } from "~/lib/navigation";
import type { Locale } from "~/shared/i18n/locales";
import type { LayoutName } from "~/lib/page";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { SessionPayload } from "~/shared/session";
import { messagesIn } from "~/test/render";
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

/** The tRPC client's context, as _app's `api.withTRPC` gives it (nothing is fetched here). */
const WithApi = api.withTRPC(({ children }: { children?: ReactNode }) => children);

/**
 * Server-renders a page in a layout, as _app does: with the shell's messages (the real files,
 * compiled as serverPage sends them) in `locale`, and the languages offered.
 */
function render(
  layout: LayoutName,
  path: string,
  session: SessionPayload | null = null,
  { locale = "en", locales = ["en"] }: { locale?: Locale; locales?: readonly Locale[] } = {},
): string {
  const Layout = LAYOUTS[layout];
  const page: ReactNode = createElement("h1", null, "The page");
  const framed = createElement(
    PageInfoContext.Provider,
    { value: { guarded: false, locales } },
    createElement(
      WithApi,
      null,
      createElement(SessionProvider, { initial: session }, createElement(Layout, null, page)),
    ),
  );
  return renderToString(
    createElement(
      RouterContext.Provider,
      { value: routerAt(path) },
      createElement(
        AppIntlProvider,
        { locale, messages: messagesIn(locale) },
        createElement(MantineProvider, { theme }, framed),
      ),
    ),
  );
}

describe("layouts", () => {
  // As the server does before rendering: next/dynamic's code that renders on the server (the
  // language switch) is loaded first.
  beforeAll(() => Loadable.preloadAll());

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

  it("default in German: the header, the skip link, the phone menu's name and the footer", () => {
    const html = render("default", "/faq", null, { locale: "de", locales: ["en", "de"] });
    expect(html).toContain("Zum Inhalt springen");
    expect(html).toContain('aria-label="Festival Challenges, Startseite"');
    expect(html).toContain('aria-label="Hauptmenü"');
    expect(html).toContain('aria-label="Menü öffnen"');
    expect(html).toMatch(/<nav[^>]*aria-label="Menü"/);
    for (const word of ["Kunst", "Nachhaltigkeit", "Fürsorge", "Übersicht", "Wirkung"]) {
      expect(html).toContain(word);
    }
    expect(html).toContain(">Anmelden<");
    expect(html).not.toContain("Skip to content");
    expect(html).not.toContain(">Sign in<");
  });

  it("auth and area bands in German: the account navigation and the area's name and tabs", () => {
    const auth = render("auth", "/account/password", null, { locale: "de" });
    expect(auth).toContain('aria-label="Konto"');
    for (const label of ["Dein Konto", "Profil", "Persönliche Daten", "Passwort"]) {
      expect(auth).toContain(label);
    }
    const care = render("care", "/challenge/care", null, { locale: "de" });
    expect(care).toContain('aria-label="Dankbarkeit und Fürsorge"');
    for (const tab of ["Überblick", "Dankbarkeit", "Freude am Geben", "Live-Wand"]) {
      expect(care).toContain(tab);
    }
  });

  it("the language switch: in the header and the footer when two languages are offered, else not at all", () => {
    const two = render("default", "/faq", null, { locale: "de", locales: ["en", "de"] });
    const labels = [...two.matchAll(/<label[^>]*for="([^"]+)"[^>]*>Sprache<\/label>/g)];
    expect(labels).toHaveLength(2);
    for (const [, id] of labels) expect(two).toContain(`<select id="${id}"`);
    expect(two).toMatch(/<option value="de" lang="de" selected="">Deutsch<\/option>/);
    expect(two).toMatch(/<option value="en" lang="en">English<\/option>/);
    expect(two).toMatch(/<footer.*Sprache.*<\/footer>/s);
    const one = render("default", "/faq", null, { locale: "en", locales: ["en"] });
    expect(one).not.toContain("<select");
    expect(one).not.toContain("Language");
  });

  it("area tabs: the active tab's text is the one Mantine's contrast check picks on the filled shade", () => {
    for (const area of AREAS) {
      const filled = theme.colors?.[area.color]?.[8] ?? DEFAULT_THEME.colors[area.color][8];
      expect(TEXT_ON_FILLED[area.color], area.color).toBe(isLightColor(filled) ? "black" : "white");
    }
  });
});
