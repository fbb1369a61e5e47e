// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "~/test/render";
import { FoldedTable } from "./FoldedTable";

afterEach(cleanup);

describe("FoldedTable", () => {
  it("starts folded under its summary and opens when the summary is pressed", async () => {
    const { container } = renderWithTheme(
      <FoldedTable summary="Show as a table">
        <table aria-label="Scans per hour">
          <tbody>
            <tr>
              <td>12</td>
            </tr>
          </tbody>
        </table>
      </FoldedTable>,
    );
    const fold = container.querySelector("details");
    expect(fold?.open).toBe(false);
    expect(fold?.querySelector("summary")?.textContent).toBe("Show as a table");
    expect(fold?.contains(screen.getByRole("table", { hidden: true }))).toBe(true);
    await userEvent.click(screen.getByText("Show as a table"));
    expect(fold?.open).toBe(true);
  });
});
