import { Box } from "@mantine/core";
import type { ReactNode } from "react";

/** No chrome at all: the big-screen feed fills the screen on its own. */
export function BarebonesLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main-content" mih="100dvh">
      {children}
    </Box>
  );
}
