import { beforeEach, describe, expect, it, vi } from "vitest";

// Module state (a toast was shown): each test starts from fresh modules.
beforeEach(() => {
  vi.resetModules();
});

describe("the first toast reaches the shell", () => {
  it("calls the listener at the first toast shown through useToast, once", async () => {
    const { onFirstToast } = await import("./toast-signal");
    const { useToast } = await import("./toast");
    const heard = vi.fn();
    onFirstToast(heard);
    expect(heard).not.toHaveBeenCalled();
    useToast().snackbar("Post kept: it goes out with the signal.");
    expect(heard).toHaveBeenCalledTimes(1);
    useToast().toast("Saved.");
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("tells a listener that comes after the first toast at once, and an unsubscribed one never", async () => {
    const { onFirstToast, toastShown } = await import("./toast-signal");
    const gone = vi.fn();
    onFirstToast(gone)();
    toastShown();
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
