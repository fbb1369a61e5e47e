// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { SignInButtons } from "./SignInButtons";

afterEach(cleanup);

const linkNames = () => screen.getAllByRole("link").map((link) => link.textContent);

describe("SignInButtons", () => {
  it("offers signing in first, then an account, each to its page", () => {
    renderWithTheme(<SignInButtons signInLabel="Sign in to mark cells" />);
    expect(linkNames()).toEqual(["Sign in to mark cells", "Create account"]);
    expect(screen.getByRole("link", { name: "Create account" }).getAttribute("href")).toBe(
      "/auth/register",
    );
  });

  it("puts creating an account first when that is the likelier way in", () => {
    renderWithTheme(<SignInButtons primary="register" />);
    expect(linkNames()).toEqual(["Create account", "Sign in"]);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
  });
});
