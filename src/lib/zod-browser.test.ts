import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Server-only folders: their schemas never reach the browser. */
const SERVER_ONLY = [path.join("src", "server", "api"), path.join("src", "server", "services")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("zod in the browser", () => {
  it("is configured without eval by every module that may define schemas there", () => {
    const missing = sourceFiles("src")
      .filter((file) => !SERVER_ONLY.some((folder) => file.startsWith(folder)))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return /^import \{[^}]*\} from "zod";/m.test(text) && !text.includes('"~/lib/zod-browser"');
      });
    expect(missing).toEqual([]);
  });
});
