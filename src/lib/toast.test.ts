import { describe, expect, it } from "vitest";
import { SNACKBAR_DURATION_MS, TOAST_DURATION_MS, toastNotification } from "./toast";

describe("toast", () => {
  it("follows the seed: bottom, green success by default, gone after 3000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(toastNotification("Saved.")).toMatchObject({
      message: "Saved.",
      color: "green",
      position: "bottom-center",
      autoClose: 3000,
    });
  });

  it("maps the seed's colour names and passes Mantine colours through", () => {
    expect(toastNotification("x", { color: "error" }).color).toBe("red");
    expect(toastNotification("x", { color: "warning" }).color).toBe("yellow");
    expect(toastNotification("x", { color: "info" }).color).toBe("blue");
    expect(toastNotification("x", { color: "grape" }).color).toBe("grape");
  });

  it("keeps a snackbar for 5000 ms, and any duration asked for", () => {
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    expect(toastNotification("x", {}, "snackbar").autoClose).toBe(5000);
    expect(toastNotification("x", { duration: 10_000 }).autoClose).toBe(10_000);
  });
});
