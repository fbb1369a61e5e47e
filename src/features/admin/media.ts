import type { MantineTheme } from "@mantine/core";

/** Table columns that only fit on wider screens (mantine-datatable's visibleMediaQuery). */
export const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
export const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
