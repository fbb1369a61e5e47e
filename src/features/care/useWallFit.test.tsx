// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useShrinkToFit } from "./useWallFit";

afterEach(cleanup);

/**
 * happy-dom lays nothing out, so the card's layout is given: its text is 100 px high at scale 1
 * and grows with `--fit`; the card is 115 px high (a pixel of slack, as measured), as wide as its text.
 */
function Card({ grow }: { grow: boolean }) {
  const boxRef = useShrinkToFit<HTMLDivElement>("post-1", { grow });
  return (
    <div
      data-testid="card"
      ref={(element) => {
        boxRef.current = element;
        if (!element) return;
        const fit = () => Number(element.style.getPropertyValue("--fit") || "1");
        Object.defineProperty(element, "scrollHeight", {
          get: () => 100 * fit(),
          configurable: true,
        });
        Object.defineProperty(element, "clientHeight", { get: () => 115, configurable: true });
        Object.defineProperty(element, "scrollWidth", { get: () => 300, configurable: true });
        Object.defineProperty(element, "clientWidth", { get: () => 300, configurable: true });
      }}
    />
  );
}

async function fitOf(grow: boolean) {
  const { getByTestId } = render(<Card grow={grow} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return Number(getByTestId("card").style.getPropertyValue("--fit"));
}

describe("useShrinkToFit", () => {
  it("lets a short post grow into the space", async () => {
    const fit = await fitOf(true);
    expect(fit).toBeGreaterThan(1.1);
    expect(fit).toBeLessThanOrEqual(1.16);
  });

  it("keeps the post the server drew at its size when it fits (no layout shift after hydration)", async () => {
    expect(await fitOf(false)).toBe(1);
  });
});
