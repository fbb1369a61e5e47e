import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// patches/README.md: the Pages Router hydrates inside React.startTransition.
const root = path.resolve(import.meta.dirname, "..");
const nextDir = path.join(root, "node_modules/next");
const clientEntries = ["dist/client/index.js", "dist/esm/client/index.js"];

/** The statement that calls `hydrateRoot`, with the code just before it. */
function hydrateCall(source: string): { before: string; call: string } {
  const at = source.indexOf(".hydrateRoot(");
  expect(at, "Next's client no longer calls hydrateRoot here").toBeGreaterThan(-1);
  expect(source.indexOf(".hydrateRoot(", at + 1), "more than one hydrateRoot call").toBe(-1);
  return { before: source.slice(Math.max(0, at - 300), at), call: source.slice(at, at + 200) };
}

describe("the Next.js patch: hydration in a transition", () => {
  it.each(clientEntries)("%s calls hydrateRoot inside startTransition", (entry) => {
    const { before, call } = hydrateCall(readFileSync(path.join(nextDir, entry), "utf8"));
    // The last statement opened before the call is the transition's callback, not yet closed.
    const opened = before.lastIndexOf("startTransition(()=>{");
    expect(opened, "hydrateRoot is not inside startTransition").toBeGreaterThan(-1);
    expect(before.slice(opened)).not.toContain("});");
    expect(call).toMatch(/^\.hydrateRoot\(domEl, reactEl, \{/);
  });

  it("is made for the installed version of Next.js", () => {
    const installed = JSON.parse(readFileSync(path.join(nextDir, "package.json"), "utf8")) as {
      version: string;
    };
    const patches = readdirSync(path.join(root, "patches")).filter((file) =>
      file.startsWith("next+"),
    );
    expect(patches).toEqual([`next+${installed.version}.patch`]);
  });
});
