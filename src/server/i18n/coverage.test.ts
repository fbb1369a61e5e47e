import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/i18n/locales";
import { MESSAGES_DIR, namespacesOf } from "./messages";

/**
 * Guards of the message files (README "Languages"): every language has every key, and every
 * English key is used somewhere in src/.
 *
 * "Used" is a static scan: a key `ns.a.b` counts as used when a source file has the string
 * literal "ns.a.b", or names the namespace in `useTranslations("ns")` / `namespace: "ns"` and has
 * the literal "a.b". A key built at run time (t(`${x}`)) is not seen: list such keys literally
 * (a `const` array of the possible keys) so the scan finds them.
 */

type Tree = { [key: string]: Tree | string };

function readTree(file: string): Tree {
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  return asTree(parsed, file);
}

function asTree(value: unknown, where: string): Tree {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`${where}: not an object of messages`);
  }
  const tree: Tree = {};
  for (const [key, entry] of Object.entries(value)) {
    tree[key] = typeof entry === "string" ? entry : asTree(entry, `${where} › ${key}`);
  }
  return tree;
}

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, entry]) =>
    typeof entry === "string" ? [`${prefix}${key}`] : keysOf(entry, `${prefix}${key}.`),
  );
}

/** Every key of every namespace of a language, as `namespace.key.path`. */
function keysOfLocale(locale: string): string[] {
  return namespacesOf(locale).flatMap((namespace) =>
    keysOf(readTree(path.join(MESSAGES_DIR, locale, `${namespace}.json`)), `${namespace}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const NAMESPACE_USE = /(?:useTranslations|namespace:)\s*\(?\s*"([A-Za-z0-9_.-]+)"/g;
const STRING_LITERAL = /"([A-Za-z0-9_.-]+)"/g;

/** The keys the app's source names, by the rule above. */
function usedKeys(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(process.cwd(), "src"))) {
    const text = readFileSync(file, "utf8");
    const literals = [...text.matchAll(STRING_LITERAL)].map((match) => match[1] ?? "");
    const namespaces = [...text.matchAll(NAMESPACE_USE)].map((match) => match[1] ?? "");
    for (const literal of literals) {
      used.add(literal);
      for (const namespace of namespaces) used.add(`${namespace}.${literal}`);
    }
  }
  return used;
}

describe("message files", () => {
  const english = keysOfLocale("en");

  it("have the same namespaces and keys in every language", () => {
    for (const locale of LOCALES) {
      expect(namespacesOf(locale), `namespaces of messages/${locale}`).toEqual(namespacesOf("en"));
      const keys = keysOfLocale(locale);
      const missing = english.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.includes(key));
      expect(missing, `keys missing in messages/${locale}`).toEqual([]);
      expect(extra, `keys in messages/${locale} but not in messages/en`).toEqual([]);
    }
  });

  it("have no English key that src/ does not use", () => {
    const used = usedKeys();
    expect(english.filter((key) => !used.has(key))).toEqual([]);
  });

  it("are not empty (the scan reads the real folders)", () => {
    expect(english.length).toBeGreaterThan(0);
  });
});
