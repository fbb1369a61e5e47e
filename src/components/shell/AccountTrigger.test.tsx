// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { AccountTrigger, initialsOf } from "./AccountTrigger";

afterEach(cleanup);

describe("initialsOf", () => {
  it("takes the first letters of the first and last names, upper-cased", () => {
    expect(initialsOf("Pat Participant")).toBe("PP");
    expect(initialsOf("  ana maria  de la cruz ")).toBe("AC");
    expect(initialsOf("Ölaf")).toBe("Ö");
  });

  it("answers a question mark for a name without letters", () => {
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("AccountTrigger", () => {
  it("is a menu button named after the person, its initials hidden from screen readers", () => {
    renderWithTheme(<AccountTrigger name="Pat Participant" aria-expanded={false} />);
    const button = screen.getByRole("button", { name: "Account menu of Pat Participant" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.textContent).toBe("PPPat Participant");
    expect(button.querySelector("[aria-hidden='true']")?.textContent).toBe("PP");
  });
});
