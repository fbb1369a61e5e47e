import { mkdtempSync, writeFileSync } from "node:fs";
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import format from "icu-minify/format";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import {
  compileAllMessages,
  compileMessagesFile,
  fallbackPageIntl,
  InvalidMessagesError,
  namespacesOfApp,
  pageMessages,
} from "./messages";

function messageFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "messages-")), "test.json");
  writeFileSync(file, content);
  return file;
}

describe("message loader", () => {
  it("compiles every message file of every language", () => {
    expect(() => compileAllMessages()).not.toThrow();
    expect(namespacesOfApp()).toEqual(expect.arrayContaining(["account", "faq"]));
  });

  it("compiles ICU plurals into the JSON form use-intl's format-only formatter reads", () => {
    const tree = compileMessagesFile(
      messageFile('{"points": "{count, plural, one {# point} other {# points}}"}'),
    );
    expect(tree).toEqual({ points: [["count", 2, { one: [0, " point"], other: [0, " points"] }]] });
    // The formatter the browser gets (use-intl's format-only is this function).
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
        new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
        new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
        new Intl.PluralRules(...args),
    };
    const points = tree.points;
    if (points === undefined || !Array.isArray(points)) throw new Error("not compiled");
    expect(format(points, "de", { count: 1200 }, { formatters })).toBe("1.200 points");
    expect(format(points, "en", { count: 1 }, { formatters })).toBe("1 point");
  });

  it("refuses an invalid ICU message, naming the file and the key", () => {
    const file = messageFile('{"group": {"broken": "{count, plural, one {x}"}}');
    expect(() => compileMessagesFile(file)).toThrow(InvalidMessagesError);
    expect(() => compileMessagesFile(file)).toThrow(/test\.json › group › broken: not a valid ICU/);
  });

  it("refuses JSON that is not an object of messages", () => {
    expect(() => compileMessagesFile(messageFile("{ nope"))).toThrow(/cannot be read as JSON/);
    expect(() => compileMessagesFile(messageFile('{"a": 3}'))).toThrow(/expected an object/);
    expect(() => compileMessagesFile(messageFile('{"a.b": "x"}'))).toThrow(/may not contain/);
  });

  it("gives a page only the namespaces it names, in its language", () => {
    const german = pageMessages("de", ["faq"]);
    expect(Object.keys(german)).toEqual(["faq"]);
    const t = createTranslator({ locale: "de", messages: german, namespace: "faq" });
    expect(t("heading")).toBe("Häufige Fragen");
    expect(
      createTranslator({ locale: "en", messages: pageMessages("en", ["faq"]) })("faq.heading"),
    ).toBe("Frequently asked questions");
  });

  it("gives the error page the shared words in the request's language (a 404 has no serverPage)", () => {
    const request = (headers: Record<string, string>) =>
      Object.assign(new IncomingMessage(new Socket()), { headers });
    const german = fallbackPageIntl(request({ "accept-language": "de-AT,de;q=0.9" }));
    expect(german.locale).toBe("de");
    expect(Object.keys(german.messages).sort()).toEqual(["errors", "shell"]);
    const t = createTranslator({
      locale: "de",
      messages: german.messages,
      namespace: "errors",
    });
    expect(t("notFound.pageTitle")).toBe("Seite nicht gefunden");
    expect(fallbackPageIntl(request({ cookie: "locale=en", "accept-language": "de" })).locale).toBe(
      "en",
    );
    const english = fallbackPageIntl(undefined);
    expect(english.locale).toBe("en");
    expect(
      createTranslator({ locale: "en", messages: english.messages })("errors.status.500"),
    ).toBe("Internal Server Error");
  });
});
