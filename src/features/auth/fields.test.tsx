// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useServerErrors, type ServerError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { ACCOUNT_CHECKS } from "~/shared/account-checks";
import { renderWithTheme } from "~/test/render";
import { EmailField, NewPasswordFields } from "./fields";

afterEach(cleanup);

/** A form with the shared fields that shows `error` as a converted form does. */
function Form({ error }: { error: ServerError }) {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "", confirmPassword: "" },
  });
  const alert = useServerErrors(form, error, useServerText());
  return (
    <form>
      {alert ? <p role="alert">{alert}</p> : null}
      <EmailField form={form} field="email" />
      <NewPasswordFields form={form} field="password" />
    </form>
  );
}

describe('the shared account fields in the page\'s language (README "Languages")', () => {
  it("word their labels, the account checks and a refusal by key in German", async () => {
    const checks: ServerError = {
      message: "Invalid input",
      data: { fieldErrors: { email: [ACCOUNT_CHECKS.emailInvalid] } },
    };
    renderWithTheme(<Form error={checks} />, { locale: "de" });
    expect(screen.getByRole("textbox", { name: /E-Mail/ })).toBeTruthy();
    expect(screen.getByText("Mindestens 10 Zeichen")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText("Gib eine gültige E-Mail-Adresse ein")).toBeTruthy(),
    );
    cleanup();

    const byKey: ServerError = {
      message: "Email or password is incorrect.",
      data: { text: { key: "auth.server.wrongCredentials" } },
    };
    renderWithTheme(<Form error={byKey} />, { locale: "de" });
    expect(screen.getByRole("alert").textContent).toBe("E-Mail oder Passwort ist falsch.");
  });

  it("keep the server's words when it names no key it knows, and English stays English", () => {
    const unknown: ServerError = {
      message: "Something else was refused.",
      data: { text: { key: "not.a.key" } },
    };
    renderWithTheme(<Form error={unknown} />, { locale: "de" });
    expect(screen.getByRole("alert").textContent).toBe("Something else was refused.");
    cleanup();
    const limited: ServerError = {
      message: "Too many attempts: try again in 42 seconds.",
      data: { text: { key: "auth.server.tooManyAttempts", values: { seconds: 42 } } },
    };
    renderWithTheme(<Form error={limited} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Too many attempts: try again in 42 seconds.",
    );
    cleanup();
    renderWithTheme(<Form error={limited} />, { locale: "de" });
    expect(screen.getByRole("alert").textContent).toBe(
      "Zu viele Versuche: Versuche es in 42 Sekunden erneut.",
    );
  });
});
