import dynamic from "next/dynamic";
import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { isChunkLoadError } from "./chunk-reload";

const subscribeNever = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards (and from the start of a page
 * opened by a client-side navigation). React reads the server's answer (`false`) for as long as it
 * hydrates, also when it starts hydrating again (an input during hydration makes it hydrate the
 * rest at once, from the top), so what depends on it always matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

type Loader<P> = () => Promise<ComponentType<P> | { default: ComponentType<P> }>;

const componentOf = <P,>(loaded: ComponentType<P> | { default: ComponentType<P> }) =>
  typeof loaded === "object" && "default" in loaded ? loaded.default : loaded;

/** How often a part whose code could not load tries again while the page stays open. */
export const RETRY_LOAD_MS = 30_000;

/**
 * What a part whose code could not be fetched (no signal, not yet cached) renders: its
 * placeholder, until its code loads, tried again when the browser is back online and every 30 s.
 * Next's `dynamic` alone keeps the placeholder for as long as the page stays open (it asks for a
 * module once), so the bell, the toasts or an admin table would not come back with the signal.
 */
function whenLoaded<P extends object>(load: Loader<P>, Placeholder: () => ReactNode) {
  function WhenLoaded(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      const retry = () =>
        void load().then(
          (loaded) => {
            if (live) setLoaded(() => componentOf(loaded));
          },
          () => undefined,
        );
      window.addEventListener("online", retry);
      const timer = window.setInterval(retry, RETRY_LOAD_MS);
      return () => {
        live = false;
        window.removeEventListener("online", retry);
        window.clearInterval(timer);
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : <Placeholder />;
  }
  return WhenLoaded;
}

/**
 * A component rendered in the browser only, its code loaded once the page has hydrated: the
 * hydration-safe `dynamic(load, { ssr: false })`. Next's `dynamic` reads whether the code has
 * arrived while React hydrates; the page hydrates in slices (patches/README.md), so the code can
 * arrive in between, and a restarted hydration would then render the component where the server
 * rendered its placeholder: React throws the whole page's HTML away and renders it again, and a
 * tap in progress is lost. Until hydration is done this renders `Placeholder` (or nothing), as the
 * server did. When its code cannot be fetched, the placeholder stays until it can (`whenLoaded`).
 */
export function clientOnly<P extends object>(
  load: Loader<P>,
  Placeholder: () => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = dynamic(
    () =>
      load().catch((error: unknown) => {
        if (isChunkLoadError(error)) return whenLoaded(load, Placeholder);
        throw error;
      }),
    { ssr: false, loading: Placeholder },
  );
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : <Placeholder />;
  }
  return ClientOnly;
}
