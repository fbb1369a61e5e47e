import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMON_PAGE_CSS, MANTINE_CSS, MANTINE_PART_CSS, MANTINE_WITHOUT_CSS } from "./mantine-css";

// Each file imports the style sheets of the Mantine components it renders (README "Styles"):
// a component without its CSS looks broken and no other test notices.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");
const APP = path.join(SRC, "pages/_app.tsx");
const FOUNDATION = ["baseline", "default-css-variables", "global"];
const PACKAGES = /^(@mantine\/(core|charts|dropzone|notifications)|mantine-datatable)$/;
const CORE_SHEET = /^@mantine\/core\/styles\/([\w-]+)\.layer\.css$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Source = {
  /** Value imports from Mantine's packages (type-only ones left out). */
  components: string[];
  /** `@mantine/core/styles/<Name>.layer.css` imports, in the file's order. */
  sheets: string[];
  /** Every imported specifier, in order (side-effect imports included). */
  specifiers: string[];
  text: string;
};

function parse(file: string): Source {
  const text = readFileSync(file, "utf8");
  const components: string[] = [];
  const specifiers: string[] = [];
  for (const match of text.matchAll(/^import\s+(type\s+)?(?:([^"';]*?)\s+from\s+)?"([^"]+)";/gms)) {
    const [, typeOnly, clause = "", specifier = ""] = match;
    specifiers.push(specifier);
    if (typeOnly || !PACKAGES.test(specifier)) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    for (const part of named.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) components.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  const sheets = specifiers.flatMap((specifier) => CORE_SHEET.exec(specifier)?.[1] ?? []);
  return { components, sheets, specifiers, text };
}

/** The style sheets a file's Mantine components need; unknown components are reported. */
function neededSheets(source: Source, unknown: string[]): Set<string> {
  const needed = new Set<string>();
  for (const name of source.components) {
    const sheets = MANTINE_CSS[name];
    if (sheets) for (const sheet of sheets) needed.add(sheet);
    else if (!MANTINE_WITHOUT_CSS.has(name)) unknown.push(name);
  }
  for (const [part, sheets] of Object.entries(MANTINE_PART_CSS)) {
    const used = source.components.includes(part.split(".")[0] ?? "") && source.text.includes(part);
    if (used) for (const sheet of sheets) needed.add(sheet);
  }
  return needed;
}

/** Mantine's own order (that of `@mantine/core/styles.css`): a sheet comes after those it builds on. */
const mantineOrder = (() => {
  const core = path.join(ROOT, "node_modules/@mantine/core");
  const all = readFileSync(path.join(core, "styles.css"), "utf8");
  return (sheet: string): number => {
    if (FOUNDATION.includes(sheet)) return FOUNDATION.indexOf(sheet) - FOUNDATION.length;
    const file = path.join(core, `styles/${sheet}.css`);
    if (!existsSync(file)) return Number.NaN;
    const firstLine = readFileSync(file, "utf8").split("\n")[0] ?? "";
    return all.indexOf(`\n${firstLine}`);
  };
})();

/** The files `_app` imports statically (directly or not): their CSS is render-blocking anyway. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const reExports = readFileSync(file, "utf8").matchAll(/^export\s[^"';]*?\sfrom\s+"([^"]+)";/gm);
    const specifiers = [
      ...parse(file).specifiers,
      ...[...reExports].map((match) => match[1] ?? ""),
    ];
    for (const specifier of specifiers) {
      if (!specifier.startsWith("~/") && !specifier.startsWith(".")) continue;
      const base = specifier.startsWith("~/")
        ? path.join(SRC, specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
      const candidates = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => base + end);
      const resolved = candidates.find((candidate) => existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return seen;
}

const files = sourceFiles(SRC);
const relative = (file: string) => path.relative(ROOT, file);
const app = parse(APP);
const appGraph = staticGraph(APP);
const sorted = (sheets: Iterable<string>) =>
  [...sheets].sort((a, b) => mantineOrder(a) - mantineOrder(b));

describe("Mantine's style sheets per component", () => {
  it("every sheet in the map exists, and Mantine's order is known for each", () => {
    const sheets = new Set([
      ...FOUNDATION,
      ...Object.values(MANTINE_CSS).flat(),
      ...Object.values(MANTINE_PART_CSS).flat(),
    ]);
    expect([...sheets].filter((sheet) => !(mantineOrder(sheet) >= -FOUNDATION.length))).toEqual([]);
  });

  it("no file imports all of Mantine's styles, or a sheet outside its layer", () => {
    const offenders = files.filter((file) =>
      parse(file).specifiers.some(
        (specifier) =>
          /^@mantine\/core\/styles(\.layer)?\.css$/.test(specifier) ||
          (specifier.startsWith("@mantine/core/styles/") && !CORE_SHEET.test(specifier)),
      ),
    );
    expect(offenders.map(relative)).toEqual([]);
  });

  it("every Mantine component a file uses is in the map", () => {
    const unknown: string[] = [];
    for (const file of files) {
      const found: string[] = [];
      neededSheets(parse(file), found);
      unknown.push(...found.map((name) => `${relative(file)}: ${name}`));
    }
    expect(unknown).toEqual([]);
  });

  it("the shell (everything _app imports statically) renders no Mantine component with a style sheet", () => {
    const rendered: string[] = [];
    for (const file of appGraph) {
      const sheets = [...neededSheets(parse(file), [])];
      if (sheets.length > 0) rendered.push(`${relative(file)}: [${sheets}]`);
    }
    expect(rendered).toEqual([]);
  });

  it("_app imports exactly the foundation and the sheets common to the page bodies", () => {
    expect(app.sheets).toEqual(sorted(new Set([...FOUNDATION, ...COMMON_PAGE_CSS])));
  });

  it("every other file imports the sheets its components need (and no more), in Mantine's order, before its own styles", () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (file === APP) continue;
      const source = parse(file);
      const expected = appGraph.has(file)
        ? []
        : sorted([...neededSheets(source, [])].filter((sheet) => !app.sheets.includes(sheet)));
      if (source.sheets.join() !== expected.join()) {
        wrong.push(`${relative(file)}: imports [${source.sheets}], needs [${expected}]`);
      }
      const stylesheets = source.specifiers.filter((specifier) => specifier.endsWith(".css"));
      const firstOther = stylesheets.findIndex((specifier) => !CORE_SHEET.test(specifier));
      if (firstOther >= 0 && stylesheets.slice(firstOther).some((s) => CORE_SHEET.test(s))) {
        wrong.push(`${relative(file)}: Mantine's core sheets must come before other styles`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
