// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Notice } from "./Notice";
import { ProgressBar } from "./ProgressBar";

afterEach(cleanup);

describe("ProgressBar", () => {
  it("is a named progress bar whose value and width are the rounded percentage", () => {
    render(<ProgressBar value={100 / 3} label="Card progress (easy)" color="orange-8" />);
    const bar = screen.getByRole("progressbar", { name: "Card progress (easy)" });
    expect(bar.getAttribute("aria-valuenow")).toBe("33");
    expect(bar.getAttribute("aria-valuetext")).toBe("33%");
    expect(bar.style.width).toBe("33%");
    expect(bar.style.getPropertyValue("--bar-color")).toBe("var(--mantine-color-orange-8)");
  });

  it("never reads below 0 % or above 100 %", () => {
    render(
      <>
        <ProgressBar value={140} label="Over" color="teal-filled" />
        <ProgressBar value={-5} label="Under" color="teal-filled" />
      </>,
    );
    expect(screen.getByRole("progressbar", { name: "Over" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
    expect(screen.getByRole("progressbar", { name: "Under" }).getAttribute("aria-valuenow")).toBe(
      "0",
    );
  });
});

describe("Notice", () => {
  it("announces a refusal as an alert, with its title and text, in the colour asked for", () => {
    render(
      <Notice color="red" title="Scan refused" role="alert">
        This code is not a station of the hunt.
      </Notice>,
    );
    const alert = screen.getByRole("alert", { name: "Scan refused" });
    expect(alert.textContent).toBe("Scan refusedThis code is not a station of the hunt.");
    expect(alert.style.getPropertyValue("--notice-bg")).toBe("var(--mantine-color-red-light)");
  });

  it("is a plain remark without a role when none is given, in the primary colour", () => {
    render(<Notice>Marking opens on Saturday.</Notice>);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    expect(
      screen.getByText("Marking opens on Saturday.").closest("div[style]")?.getAttribute("style"),
    ).toContain("--mantine-color-festival-light");
  });
});
