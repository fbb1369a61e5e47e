// @vitest-environment happy-dom
import { TextInput } from "@mantine/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { emailInput } from "~/shared/account";
import { useLazyForm } from "./lazy-form";

afterEach(cleanup);

function EmailForm({
  load,
  onValid,
}: {
  load: () => Promise<typeof emailInput>;
  onValid(values: { email: string }): void;
}) {
  const { form, formProps } = useLazyForm({ initialValues: { email: "" }, schema: load });
  return (
    <form {...formProps(onValid)}>
      <TextInput label="Email" key={form.key("email")} {...form.getInputProps("email")} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("useLazyForm", () => {
  it("loads its checks at the first focus, not before, and shows their message next to the field", async () => {
    const load = vi.fn(() => Promise.resolve(emailInput));
    const onValid = vi.fn();
    renderWithTheme(<EmailForm load={load} onValid={onValid} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "not an address");
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("checks a form submitted before any field had focus, once the checks have loaded", async () => {
    let release: (schema: typeof emailInput) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof emailInput>((resolve) => (release = resolve)));
    const onValid = vi.fn();
    renderWithTheme(<EmailForm load={load} onValid={onValid} />);
    screen.getByRole("button", { name: "Send" }).closest("form")?.requestSubmit();
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByText("Enter your email address")).toBeNull();
    release(emailInput);
    expect(await screen.findByText("Enter your email address")).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("sends valid values, as the schema leaves them", async () => {
    const onValid = vi.fn();
    renderWithTheme(<EmailForm load={() => Promise.resolve(emailInput)} onValid={onValid} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "jo@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: "jo@example.org" });
  });

  it("sends the form unchecked when the checks cannot load, and tries to load them again later", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const onValid = vi.fn();
    renderWithTheme(<EmailForm load={load} onValid={onValid} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: "" }, undefined));
    const tries = load.mock.calls.length;
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(load.mock.calls.length).toBeGreaterThan(tries);
  });
});
