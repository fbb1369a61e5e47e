// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import { renderWithTheme } from "~/test/render";
import { useLinkRefusal } from "./TapToUseLink";

afterEach(cleanup);

function Worded({ text }: { text: unknown }) {
  const word = useLinkRefusal(["auth.server.signInLinkUsed", "auth.server.tooManyAttempts"]);
  return <p data-testid="worded">{word(text, "the server's words")}</p>;
}

function worded(text: unknown, locale: Locale) {
  renderWithTheme(<Worded text={text} />, { locale });
  const result = screen.getByTestId("worded").textContent;
  cleanup();
  return result;
}

describe("a link page's refusal by key (useLinkRefusal)", () => {
  it("words a key of the page in the page's language, with its values", () => {
    expect(worded({ key: "auth.server.signInLinkUsed" }, "de")).toBe(
      "Dieser Anmeldelink wurde schon benutzt. Fordere einen neuen an.",
    );
    expect(worded({ key: "auth.server.signInLinkUsed" }, "en")).toBe(
      "This sign-in link was already used. Ask for a new one.",
    );
    expect(worded({ key: "auth.server.tooManyAttempts", values: { seconds: 1 } }, "en")).toBe(
      "Too many attempts: try again in 1 second.",
    );
  });

  it("keeps the server's words for no key, a key the page does not list, or bad values", () => {
    expect(worded(null, "de")).toBe("the server's words");
    expect(worded({ key: "auth.server.resetLinkUsed" }, "de")).toBe("the server's words");
    expect(worded({ key: 42 }, "de")).toBe("the server's words");
    expect(worded("auth.server.signInLinkUsed", "de")).toBe("the server's words");
  });
});
