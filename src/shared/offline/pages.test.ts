import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OFFLINE_PAGES } from "./pages";

describe("the offline page", () => {
  it("lists exactly the pages the service worker keeps, with their names", () => {
    const html = readFileSync("public/offline.html", "utf8");
    const links = [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map(
      ([, path, label]) => ({ path, label }),
    );
    expect(links).toEqual(OFFLINE_PAGES);
  });
});
