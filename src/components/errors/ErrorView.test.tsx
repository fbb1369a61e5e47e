// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createTranslator } from "use-intl/core";
import { afterEach, describe, expect, it } from "vitest";
import { errorStatus } from "~/shared/http-status";
import type { Locale } from "~/shared/i18n/locales";
import { routeNotFoundMessage } from "~/shared/route-params";
import { messagesIn, renderWithTheme } from "~/test/render";
import { ForbiddenView, RouteErrorView } from "./ErrorView";
import { statusKeyOf } from "./status-words";

afterEach(cleanup);

function headingOf(view: ReactElement, locale: Locale) {
  renderWithTheme(view, { locale });
  const text = screen.getByRole("heading", { level: 1 }).textContent;
  cleanup();
  return text;
}

describe('the error views in the page\'s language (README "Languages")', () => {
  it("word every status the error page names exactly as the seed says in English, and in German", () => {
    const english = createTranslator({ locale: "en", messages: messagesIn("en") });
    const german = createTranslator({ locale: "de", messages: messagesIn("de") });
    for (let code = 100; code < 600; code++) {
      const status = errorStatus(code);
      const key = statusKeyOf(code);
      if (status.statusCode !== code) {
        expect(key, `status ${code}`).toBeNull();
        continue;
      }
      expect(key, `status ${code}`).not.toBeNull();
      if (!key) continue;
      expect(english(key)).toBe(status.message);
      expect(german(key)).not.toBe(status.message);
    }
    expect(german("errors.status.500")).toBe("Interner Serverfehler");
  });

  it("word a bad route parameter's 404 as the seed says in English, in German, and keep other words", () => {
    const path = "/challenge/fitness/bingo/extreme?x=1";
    const error = { statusCode: 404, message: routeNotFoundMessage(path), path } as const;
    expect(headingOf(<RouteErrorView error={error} />, "en")).toBe(routeNotFoundMessage(path));
    expect(headingOf(<RouteErrorView error={error} />, "de")).toBe(
      "Seite nicht gefunden: /challenge/fitness/bingo/extreme?x=1",
    );
    const missing = { statusCode: 404, message: "There is no such card." } as const;
    expect(headingOf(<RouteErrorView error={missing} />, "de")).toBe("There is no such card.");
  });

  it("word the 403 view and its way home", () => {
    renderWithTheme(<ForbiddenView />, { locale: "de" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Du hast keinen Zugriff auf diese Seite",
    );
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toBeTruthy();
    expect(screen.getByLabelText("Status 403")).toBeTruthy();
  });
});
