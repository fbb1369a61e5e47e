import dynamic from "next/dynamic";
import { useSyncExternalStore, type ComponentType, type ReactNode } from "react";

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

/**
 * A component rendered in the browser only, its code loaded once the page has hydrated: the
 * hydration-safe `dynamic(load, { ssr: false })`. Next's `dynamic` reads whether the code has
 * arrived while React hydrates; the page hydrates in slices (patches/README.md), so the code can
 * arrive in between, and a restarted hydration would then render the component where the server
 * rendered its placeholder: React throws the whole page's HTML away and renders it again, and a
 * tap in progress is lost. Until hydration is done this renders `Placeholder` (or nothing), as the
 * server did.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  Placeholder: () => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, loading: Placeholder });
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : <Placeholder />;
  }
  return ClientOnly;
}
