// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { ButtonLink } from "./ButtonLink";
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

describe("Badge", () => {
  it("draws each variant in the theme colour asked for", () => {
    render(
      <>
        <Badge color="blue">In progress</Badge>
        <Badge color="teal-9" variant="filled">
          All go
        </Badge>
        <Badge variant="outline" size="sm">
          Station hunt
        </Badge>
      </>,
    );
    const light = screen.getByText("In progress");
    expect(light.style.getPropertyValue("--badge-bg")).toBe("var(--mantine-color-blue-light)");
    expect(light.style.getPropertyValue("--badge-color")).toBe(
      "var(--mantine-color-blue-light-color)",
    );
    const filled = screen.getByText("All go");
    expect(filled.style.getPropertyValue("--badge-bg")).toBe("var(--mantine-color-teal-9)");
    expect(filled.style.getPropertyValue("--badge-color")).toBe("var(--mantine-color-white)");
    const outline = screen.getByText("Station hunt");
    expect(outline.style.getPropertyValue("--badge-border")).toBe(
      "var(--mantine-color-gray-outline)",
    );
    expect(outline.style.getPropertyValue("--badge-height")).toBe("18px");
  });
});

describe("Button", () => {
  it("is a plain button that runs its action, with its size and variant as data attributes", () => {
    const onClick = vi.fn();
    render(
      <Button size="xs" variant="filled" onClick={onClick}>
        Join
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Join" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.dataset.size).toBe("xs");
    expect(button.dataset.variant).toBe("filled");
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("submits a form in the danger look (a button that deletes)", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Delete my account" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.dataset.variant).toBe("danger");
    button.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("while loading keeps its name under a spinner, is busy and takes no taps", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Download
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Download" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("data-loading")).toBe(true);
    expect(button.hasAttribute("disabled")).toBe(true);
    // The spinner is drawn over the label, which stays in the button (its width does not change).
    expect(button.querySelector("[aria-hidden='true']")).not.toBeNull();
    expect(button.textContent).toBe("Download");
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("busy (a dialog's opener while its code loads): the spinner, but still enabled and focusable", () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Details
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Details" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("full width: across its column, as a link too (the kit's one look for both)", () => {
    render(
      <>
        <Button fullWidth variant="filled">
          Sign in
        </Button>
        <ButtonLink href="/auth/login" fullWidth variant="light" size="md">
          Back to sign-in
        </ButtonLink>
      </>,
    );
    const button = screen.getByRole("button", { name: "Sign in" });
    expect(button.dataset.fullWidth).toBe("true");
    expect(button.dataset.variant).toBe("filled");
    const link = screen.getByRole("link", { name: "Back to sign-in" });
    expect(link.dataset).toMatchObject({ fullWidth: "true", variant: "light", size: "md" });
    expect(link.getAttribute("href")).toBe("/auth/login");
  });

  it("is not busy when not loading, and a disabled one stays disabled", () => {
    render(<Button disabled>Closed</Button>);
    const button = screen.getByRole("button", { name: "Closed" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.hasAttribute("disabled")).toBe(true);
  });
});
