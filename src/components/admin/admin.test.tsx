// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { ConfirmDialog } from "./ConfirmDialog";
import { FormActions } from "./FormActions";
import { PointsInput } from "./PointsInput";
import { PositionInput } from "./PositionInput";
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
        {"When does it start?"}
      </ConfirmDialog>,
    );
    expect(await screen.findByRole("dialog", { name: "Delete this question?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Delete question" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('has its own words from the staff pages\' shared messages (README "Languages")', async () => {
    // Only the namespaces a staff page loads for them: the shell's and adminShared.
    renderWithTheme(
      <>
        <PointsInput />
        <PositionInput max={100} />
        <FormActions submitLabel="Speichern" pending={false} onCancel={() => {}} />
        <ConfirmDialog
          opened
          title="Löschen?"
          confirmLabel="Löschen"
          onConfirm={() => {}}
          onClose={() => {}}
        >
          {"Wirklich?"}
        </ConfirmDialog>
      </>,
      { locale: "de", namespaces: ["shell", "errors", "adminShared"] },
    );
    expect(screen.getByRole("textbox", { name: "Punkte" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Reihenfolge" })).toBeTruthy();
    expect(screen.getByText("Kleinere Zahl zuerst.")).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Löschen?" });
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Dialog schließen" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Abbrechen" })).toHaveLength(2);
  });
});
