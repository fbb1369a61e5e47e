// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { QrCameraView } from "./QrCameraView";

afterEach(cleanup);

describe("QrCameraView", () => {
  it("says what to do instead where the page gets no camera, and closes", async () => {
    const onClose = vi.fn();
    const onFound = vi.fn();
    renderWithTheme(
      <QrCameraView
        read={(text) => (text === "yes" ? text : null)}
        onFound={onFound}
        onClose={onClose}
        words={{
          aim: "Point the camera at the sticker.",
          wrongCode: "Not a sticker.",
          problem: (state) => `No camera here (${state}): type the code.`,
          frame: {
            noCamera: "No camera",
            close: "Close scanner",
            preview: "Camera preview",
            starting: "Starting the camera…",
            stop: "Stop scanning",
          },
        }}
      />,
    );
    // happy-dom, like a page without a camera, has no navigator.mediaDevices.getUserMedia.
    expect(await screen.findByText("No camera here (no-camera): type the code.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close scanner" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onFound).not.toHaveBeenCalled();
  });
});
