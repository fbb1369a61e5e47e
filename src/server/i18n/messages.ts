import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import { FALLBACK_LOCALE, LOCALES, type Locale } from "~/shared/i18n/locales";
import {
  isNamespace,
  isPageMessages,
  SHARED_NAMESPACES,
  type Namespace,
  type PageIntl,
  type PageMessages,
} from "~/shared/i18n/messages";
import { isMessageKeyOf, wireText, type ServerText } from "~/shared/i18n/server-text";
import { requestLocale } from "./locale";

/** The folder of message files: `messages/<locale>/<namespace>.json` (README "Languages"). */
export const MESSAGES_DIR = path.join(process.cwd(), "messages");

/** A namespace's messages once compiled: the same nesting, each ICU string compiled. */
export type CompiledTree = { [key: string]: CompiledTree | CompiledMessage };

/** A message file that cannot be used: says which file and which key, and why. */
export class InvalidMessagesError extends Error {
  override name = "InvalidMessagesError";
}

function compileTree(value: unknown, where: string): CompiledTree {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidMessagesError(`${where}: expected an object of messages`);
  }
  const tree: CompiledTree = {};
  for (const [key, entry] of Object.entries(value)) {
    const at = `${where} › ${key}`;
    if (key.includes(".")) throw new InvalidMessagesError(`${at}: a key may not contain "."`);
    if (typeof entry === "string") {
      try {
        tree[key] = compile(entry);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new InvalidMessagesError(`${at}: not a valid ICU message (${reason})`);
      }
    } else {
      tree[key] = compileTree(entry, at);
    }
  }
  return tree;
}

/** Reads and compiles one message file; throws `InvalidMessagesError` naming the file and key. */
export function compileMessagesFile(file: string): CompiledTree {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidMessagesError(`${file}: cannot be read as JSON (${reason})`);
  }
  return compileTree(parsed, path.relative(process.cwd(), file));
}

/** The namespaces a language has files for (the file names in its folder). */
export function namespacesOf(locale: string, dir = MESSAGES_DIR): string[] {
  return readdirSync(path.join(dir, locale))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** The app's namespaces: those of the fallback language's folder that the types know. */
export function namespacesOfApp(): Namespace[] {
  return namespacesOf(FALLBACK_LOCALE).filter(isNamespace);
}

// Compiled once per process: message files change only with a deployment.
const cache = new Map<string, CompiledTree>();

function compiledNamespace(locale: Locale, namespace: Namespace): CompiledTree {
  const key = `${locale}/${namespace}`;
  let tree = cache.get(key);
  if (!tree) {
    tree = compileMessagesFile(path.join(MESSAGES_DIR, locale, `${namespace}.json`));
    cache.set(key, tree);
  }
  return tree;
}

/**
 * Compiles every namespace of every language: the server calls it at start-up (and tests call
 * it) so that a broken message stops the start with its file and key, not a page later.
 */
export function compileAllMessages(): void {
  for (const locale of LOCALES) {
    for (const namespace of namespacesOf(locale)) {
      compileMessagesFile(path.join(MESSAGES_DIR, locale, `${namespace}.json`));
    }
  }
}

/** What a page gets: the compiled messages of the namespaces it names, in one language. */
export function pageMessages(locale: Locale, namespaces: readonly Namespace[]): PageMessages {
  const messages: Record<string, CompiledTree> = {};
  for (const namespace of namespaces) messages[namespace] = compiledNamespace(locale, namespace);
  if (!isPageMessages(messages))
    throw new InvalidMessagesError(`unknown namespace in ${namespaces}`);
  return messages;
}

/**
 * What a page without `serverPage` gets (the error page, rendered on the server for each request,
 * a URL no page answers included): the shared messages (shell, errors) in the language of the
 * request's cookie or `Accept-Language`, else the default. Not the signed-in person's stored
 * choice: that would read the database, and the error page may be showing that the database
 * failed (their cookie usually says the same: the switch sets it). No language switch there (no
 * offered languages): it would change nothing on that page.
 */
export function fallbackPageIntl(request: IncomingMessage | undefined): PageIntl {
  let locale: Locale = FALLBACK_LOCALE;
  try {
    if (request) locale = requestLocale(request, null);
  } catch {
    // A broken language setting must not turn an error page into a crash: the fallback's words.
  }
  return { locale, messages: pageMessages(locale, SHARED_NAMESPACES), locales: [] };
}

/**
 * A `ServerText` from a value the server itself wrote earlier (a sealed cookie): its shape, and a
 * key that is a message of the app (its English files), else null.
 */
export function appServerText(value: unknown): ServerText | null {
  const found = wireText(value);
  if (!found || !isMessageKeyOf(pageMessages(FALLBACK_LOCALE, namespacesOfApp()), found.key))
    return null;
  return found.values ? { key: found.key, values: found.values } : { key: found.key };
}
