import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { messagesIn } from "~/test/render";

/**
 * The shell's words with values (README "Languages"), compiled as the server sends them: the
 * English ones read exactly as before the conversion (e2e specs assert them), the German ones
 * agree in number.
 */
const english = createTranslator({ locale: "en", messages: messagesIn("en"), namespace: "shell" });
const german = createTranslator({ locale: "de", messages: messagesIn("de"), namespace: "shell" });

describe("the offline indicator's words", () => {
  it("reads in English as it always did, one and many", () => {
    expect(english("offline.waiting", { count: 1 })).toBe("1 action waiting for signal");
    expect(english("offline.waiting", { count: 3 })).toBe("3 actions waiting for signal");
    expect(english("offline.sent", { count: 2 })).toBe("2 actions sent: see what happened");
    expect(english("offline.scansKept", { count: 1 })).toBe(
      "1 station scan kept: sign in to collect",
    );
    expect(english("offline.scansExpired", { count: 4 })).toBe("4 kept scans expired: see why");
    expect(english("offline.leaving", { count: 1 })).toBe(
      "Your 1 action waiting for signal will be sent first, then forgotten on this phone.",
    );
    expect(english("offline.actions.bingo", { difficulty: "easy", marked: "yes" })).toBe(
      "Bingo (easy): mark a cell",
    );
    expect(english("offline.actions.bingo", { difficulty: "hard", marked: "no" })).toBe(
      "Bingo (hard): unmark a cell",
    );
  });

  it("agrees in number in German", () => {
    expect(german("offline.waiting", { count: 1 })).toBe("1 Aktion wartet auf Empfang");
    expect(german("offline.waiting", { count: 3 })).toBe("3 Aktionen warten auf Empfang");
    expect(german("offline.leaving", { count: 2 })).toBe(
      "Deine 2 wartenden Aktionen werden zuerst gesendet und dann auf diesem Handy vergessen.",
    );
    expect(german("offline.actions.bingo", { difficulty: "medium", marked: "yes" })).toBe(
      "Bingo (mittel): ein Feld markieren",
    );
  });
});

describe("the shell's other words with values", () => {
  it("names the logo link and the account menu in each language", () => {
    expect(english("logo", { site: "Festival Challenges" })).toBe("Festival Challenges, home");
    expect(german("logo", { site: "Festival Challenges" })).toBe("Festival Challenges, Startseite");
    expect(english("account.menuOf", { name: "Mo" })).toBe("Account menu of Mo");
    expect(german("account.menuOf", { name: "Mo" })).toBe("Kontomenü von Mo");
  });
});
