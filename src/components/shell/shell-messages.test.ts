import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { useTranslations } from "use-intl";
import { describe, expect, it } from "vitest";
import { AppIntlProvider } from "~/lib/i18n";
import type { Locale } from "~/shared/i18n/locales";
import { messagesIn } from "~/test/render";

/**
 * The shell's words with values (README "Languages"), through the app's provider and the
 * messages compiled as the server sends them: the English ones read exactly as before the
 * conversion (e2e specs assert them), the German ones agree in number.
 */
type ShellWords = ReturnType<typeof useTranslations<"shell">>;

function wordsIn(locale: Locale) {
  return (say: (t: ShellWords) => string): string => {
    let said = "";
    function Probe() {
      said = say(useTranslations("shell"));
      return null;
    }
    renderToString(
      createElement(
        AppIntlProvider,
        { locale, messages: messagesIn(locale) },
        createElement(Probe),
      ),
    );
    return said;
  };
}

const english = wordsIn("en");
const german = wordsIn("de");

describe("the offline indicator's words", () => {
  it("reads in English as it always did, one and many", () => {
    expect(english((t) => t("offline.waiting", { count: 1 }))).toBe("1 action waiting for signal");
    expect(english((t) => t("offline.waiting", { count: 3 }))).toBe("3 actions waiting for signal");
    expect(english((t) => t("offline.sent", { count: 2 }))).toBe(
      "2 actions sent: see what happened",
    );
    expect(english((t) => t("offline.scansKept", { count: 1 }))).toBe(
      "1 station scan kept: sign in to collect",
    );
    expect(english((t) => t("offline.scansExpired", { count: 4 }))).toBe(
      "4 kept scans expired: see why",
    );
    expect(english((t) => t("offline.leaving", { count: 1 }))).toBe(
      "Your 1 action waiting for signal will be sent first, then forgotten on this phone.",
    );
    expect(english((t) => t("offline.actions.bingo", { difficulty: "easy", marked: "yes" }))).toBe(
      "Bingo (easy): mark a cell",
    );
    expect(english((t) => t("offline.actions.bingo", { difficulty: "hard", marked: "no" }))).toBe(
      "Bingo (hard): unmark a cell",
    );
  });

  it("agrees in number in German", () => {
    expect(german((t) => t("offline.waiting", { count: 1 }))).toBe("1 Aktion wartet auf Empfang");
    expect(german((t) => t("offline.waiting", { count: 3 }))).toBe("3 Aktionen warten auf Empfang");
    expect(german((t) => t("offline.leaving", { count: 2 }))).toBe(
      "Deine 2 wartenden Aktionen werden zuerst gesendet und dann auf diesem Handy vergessen.",
    );
    expect(german((t) => t("offline.actions.bingo", { difficulty: "medium", marked: "yes" }))).toBe(
      "Bingo (mittel): ein Feld markieren",
    );
  });
});

describe("the shell's other words with values", () => {
  it("names the logo link and the account menu in each language", () => {
    expect(english((t) => t("logo", { site: "Festival Challenges" }))).toBe(
      "Festival Challenges, home",
    );
    expect(german((t) => t("logo", { site: "Festival Challenges" }))).toBe(
      "Festival Challenges, Startseite",
    );
    expect(english((t) => t("account.menuOf", { name: "Mo" }))).toBe("Account menu of Mo");
    expect(german((t) => t("account.menuOf", { name: "Mo" }))).toBe("Kontomenü von Mo");
  });
});
