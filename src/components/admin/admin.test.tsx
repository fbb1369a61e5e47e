// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { ConfirmDialog } from "./ConfirmDialog";
import { RowButton } from "./RowButton";

afterEach(cleanup);

describe("admin pieces", () => {
  it("names a row's button after its row for screen readers", async () => {
    const onClick = vi.fn();
    renderWithTheme(<RowButton label="Edit" target="question: When?" onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit question: When?" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("confirms or backs out of an action", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        opened
        title="Delete this question?"
        confirmLabel="Delete question"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        onClose={onClose}
      >
        When does it start?
      </ConfirmDialog>,
    );
    expect(await screen.findByRole("dialog", { name: "Delete this question?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Delete question" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
