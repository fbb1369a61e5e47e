import type { ReactNode } from "react";

/** No chrome at all: the big-screen feed fills the screen on its own. */
export function BarebonesLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" style={{ minHeight: "100dvh" }}>
      {children}
    </main>
  );
}
