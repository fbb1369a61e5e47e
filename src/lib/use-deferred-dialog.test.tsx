// @vitest-environment happy-dom
import { notifications, notificationsStore } from "@mantine/notifications";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import { renderWithTheme } from "~/test/render";
import { useDeferredDialog } from "./use-deferred-dialog";

afterEach(() => {
  cleanup();
  notifications.clean();
});

const offline = () => Promise.reject<ComponentType<object>>(new TypeError("Failed to fetch"));

function Opener() {
  const dialog = useDeferredDialog(offline);
  return (
    <button type="button" onClick={dialog.open} data-pending={dialog.pending}>
      Details
    </button>
  );
}

/** The messages of the toasts shown so far (shown or waiting for the host). */
function toastMessages() {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((toast) => toast.message);
}

async function openWithoutSignal(locale: Locale) {
  renderWithTheme(<Opener />, { locale });
  const button = screen.getByRole("button", { name: "Details" });
  await act(async () => {
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return button;
}

describe("useDeferredDialog without signal", () => {
  it("says in the page's language that the dialog could not load, and the opener is ready again", async () => {
    const button = await openWithoutSignal("de");
    // The toast reaches the store once the toast host's module is loaded (~/lib/toast).
    await vi.waitFor(() =>
      expect(toastMessages()).toEqual([
        "Das konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.",
      ]),
    );
    expect(button.getAttribute("data-pending")).toBe("false");
  });

  it("in English", async () => {
    await openWithoutSignal("en");
    await vi.waitFor(() =>
      expect(toastMessages()).toEqual([
        "This could not be loaded. Check your connection and try again.",
      ]),
    );
  });
});
