// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import dynamic from "next/dynamic";
import { startTransition, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { clientOnly, useHydrated } from "./client-only";

function Bell() {
  return <button type="button">Inbox</button>;
}
const Placeholder = () => <span>loading</span>;
const load = () => Promise.resolve<ComponentType<object>>(Bell);

const containers: HTMLElement[] = [];
function container(html: string) {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

/** The server's HTML of a browser-only component is its placeholder; hydrate it in a transition. */
async function hydrateOverPlaceholder(Component: ComponentType<object>) {
  const errors: unknown[] = [];
  const element = container(renderToString(<Placeholder />));
  const serverPlaceholder = element.querySelector("span");
  await act(async () => {
    startTransition(() => {
      hydrateRoot(element, <Component />, { onRecoverableError: (error) => errors.push(error) });
    });
  });
  return { element, errors, serverPlaceholder };
}

/** Renders a component once elsewhere, so that its code has arrived before the page hydrates. */
async function loadedBefore(Component: ComponentType<object>) {
  const root = createRoot(container(""));
  await act(async () => root.render(<Component />));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => root.unmount());
}

describe("clientOnly", () => {
  it("hydrates over the placeholder without a mismatch when its code has already arrived", async () => {
    const Inbox = clientOnly(load, Placeholder);
    await loadedBefore(Inbox);
    const { element, errors, serverPlaceholder } = await hydrateOverPlaceholder(Inbox);
    expect(errors).toEqual([]);
    // After hydration the component replaces the placeholder, which the page had kept.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(element.querySelector("button")?.textContent).toBe("Inbox");
    expect(serverPlaceholder?.isConnected).toBe(false);
  });

  it("without a placeholder renders nothing, then the component", async () => {
    const Inbox = clientOnly(load);
    const element = container("");
    const root = createRoot(element);
    await act(async () => root.render(<Inbox />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(element.querySelector("button")?.textContent).toBe("Inbox");
    await act(async () => root.unmount());
  });

  it("without signal keeps its placeholder, no error, and loads when the browser is back online", async () => {
    const chunkError = Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js"), {
      name: "ChunkLoadError",
    });
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(chunkError)
        : Promise.resolve<ComponentType<object>>(Bell);
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener("unhandledrejection", onUnhandled);
    const Inbox = clientOnly(flaky, Placeholder);
    const element = container("");
    const root = createRoot(element);
    await act(async () => root.render(<Inbox />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(element.textContent).toBe("loading");
    expect(attempts).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(attempts).toBe(2);
    expect(element.querySelector("button")?.textContent).toBe("Inbox");
    expect(unhandled).toEqual([]);
    window.removeEventListener("unhandledrejection", onUnhandled);
    await act(async () => root.unmount());
  });

  it("is what Next's dynamic(…, { ssr: false }) gets wrong: its code arrived, React finds a mismatch", async () => {
    const Inbox = dynamic(load, { ssr: false, loading: Placeholder });
    await loadedBefore(Inbox);
    const { errors } = await hydrateOverPlaceholder(Inbox);
    // React throws the server's HTML away and renders the root again in the browser.
    expect(errors.length).toBeGreaterThan(0);
  });

  it("renders the placeholder (or nothing) until the page has hydrated", async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    const element = container(renderToString(<Probe />));
    seen.length = 0;
    await act(async () => {
      hydrateRoot(element, <Probe />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it("renders at once on a page opened in the browser (no hydration)", async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    const root = createRoot(container(""));
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([true]);
    await act(async () => root.unmount());
  });
});
