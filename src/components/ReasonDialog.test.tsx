// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { ReasonDialog } from "./ReasonDialog";

afterEach(cleanup);

function open(props: Partial<Parameters<typeof ReasonDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <ReasonDialog
      opened
      title="Reject this post?"
      maxLength={20}
      confirmLabel="Reject"
      pending={false}
      error={null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe("ReasonDialog", () => {
  it("asks for a reason before confirming, and sends it trimmed", async () => {
    const { onConfirm } = open();
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText("Give a reason.")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: /Reason/ }), "  off topic  ");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).toHaveBeenCalledWith("off topic");
  });

  it("shows the server's refusal of the reason next to the field, any other above", async () => {
    open({ error: { message: "Too short to be a reason.", field: "reason" } });
    expect(await screen.findByText("Too short to be a reason.")).toBeTruthy();
    cleanup();
    open({ error: { message: "This post was decided meanwhile." } });
    expect((await screen.findByRole("alert")).textContent).toBe("This post was decided meanwhile.");
  });

  it("backs out without sending", async () => {
    const { onCancel, onConfirm } = open();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe("ReasonDialog in German", () => {
  it("words its field, its check and Cancel from the reasonDialog messages", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ReasonDialog
        opened
        title="Zertifikat widerrufen?"
        maxLength={20}
        confirmLabel="Widerrufen"
        pending={false}
        error={null}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
      // A page that shows the dialog lists its namespace (here the only one).
      { locale: "de", namespaces: ["reasonDialog"] },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Widerrufen" }));
    expect(screen.getByText("Gib eine Begründung an.")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: /^Begründung/ }), " Versehen ");
    await userEvent.click(screen.getByRole("button", { name: "Widerrufen" }));
    expect(onConfirm).toHaveBeenCalledWith("Versehen");
    await userEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
