import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A form sent before the page's JavaScript has run (a quick tap on a slow network) is sent by
// the browser itself: with its default method, GET, every field (passwords included) would go
// into the address, the history and the server's logs. Every form says method="post", or takes
// it from useLazyForm's formProps.

const SRC = path.resolve(import.meta.dirname, "..");

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Each `<form …>` opening tag of a file (up to the first `>` that ends it, props included). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (let at = source.indexOf("<form"); at >= 0; at = source.indexOf("<form", at + 1)) {
    if (!/[\s>]/.test(source[at + 5] ?? "")) continue;
    let depth = 0;
    let end = at;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === "{") depth++;
      else if (char === "}") depth--;
      else if (char === ">" && depth === 0) break;
    }
    tags.push(source.slice(at, end + 1));
  }
  return tags;
}

describe("forms", () => {
  const files = tsxFiles(SRC);

  it("finds the app's forms", () => {
    const count = files.reduce((sum, file) => sum + formTags(readFileSync(file, "utf8")).length, 0);
    expect(count).toBeGreaterThan(20);
  });

  it.each(files.filter((file) => formTags(readFileSync(file, "utf8")).length > 0))(
    "%s: every form is sent by POST",
    (file) => {
      for (const tag of formTags(readFileSync(file, "utf8")))
        expect(tag, path.relative(SRC, file)).toMatch(/method="post"|\{\.\.\.formProps\(/);
    },
  );

  it("useLazyForm's formProps send by POST", () => {
    const source = readFileSync(path.join(SRC, "lib/lazy-form.ts"), "utf8");
    expect(source).toMatch(/formProps = [^]*?method: "post"/);
  });
});
