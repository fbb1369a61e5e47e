// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import type { Namespace } from "~/shared/i18n/messages";
import { renderWithTheme } from "~/test/render";
import { useServerText } from "./server-text";

afterEach(cleanup);

function Worded({ text }: { text: unknown }) {
  const word = useServerText();
  return <p data-testid="worded">{word(text, "the server's words")}</p>;
}

/** What a page with only `namespaces` loaded shows for `text`. */
function worded(text: unknown, locale: Locale, namespaces: readonly Namespace[] = ["auth"]) {
  renderWithTheme(<Worded text={text} />, { locale, namespaces });
  const result = screen.getByTestId("worded").textContent;
  cleanup();
  return result;
}

describe("a server's refusal by key (useServerText)", () => {
  it("words a key of the page's namespaces in the page's language, with its values", () => {
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

  it("keeps the server's words for a key of a namespace the page did not load", () => {
    expect(worded({ key: "care.server.notOpen" }, "de", ["auth"])).toBe("the server's words");
    expect(worded({ key: "care.server.notOpen" }, "de", ["care"])).not.toBe("the server's words");
  });

  it("keeps the server's words for no key, an unknown key, a namespace or bad values", () => {
    expect(worded(null, "de")).toBe("the server's words");
    expect(worded({ key: "auth.server.noSuchKey" }, "de")).toBe("the server's words");
    expect(worded({ key: "auth.server" }, "de")).toBe("the server's words");
    expect(worded({ key: "auth" }, "de")).toBe("the server's words");
    expect(worded({ key: "__proto__.constructor" }, "de")).toBe("the server's words");
    expect(worded({ key: 42 }, "de")).toBe("the server's words");
    expect(worded({ key: "auth.server.tooManyAttempts", values: { seconds: {} } }, "de")).toBe(
      "the server's words",
    );
    expect(worded("auth.server.signInLinkUsed", "de")).toBe("the server's words");
  });
});
