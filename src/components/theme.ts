import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

/** The seed's breakpoints: xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560 px (in em of 16 px). */
export const BREAKPOINTS = {
  xs: "0em",
  sm: "37.5em",
  md: "60em",
  lg: "80em",
  xl: "120em",
  xxl: "160em",
} as const;

declare module "@mantine/core" {
  export interface MantineThemeSizesOverride {
    breakpoints: Record<keyof typeof BREAKPOINTS, string>;
  }
}

/** The festival's own magenta: the brand colour of the header, links and primary buttons. */
const festival: MantineColorsTuple = [
  "#fdeefa",
  "#f5d9ee",
  "#eab0db",
  "#de84c8",
  "#d55fb8",
  "#cf48ae",
  "#cd3caa",
  "#b52e95",
  "#a22685",
  "#8e1a75",
];

export const theme = createTheme({
  primaryColor: "festival",
  // Shade 8 keeps white text on filled buttons above 4.5:1 in both schemes (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  colors: { festival },
  // Badges and filled buttons in the area colours pick black or white text by contrast.
  autoContrast: true,
  luminanceThreshold: 0.35,
  breakpoints: BREAKPOINTS,
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "800" },
  cursorType: "pointer",
  components: {
    // The seed's overlay z-index: dialogs cover the header (AppShell 100) and everything else.
    Modal: { defaultProps: { zIndex: 2000, closeButtonProps: { "aria-label": "Close dialog" } } },
    Drawer: { defaultProps: { zIndex: 2000, closeButtonProps: { "aria-label": "Close" } } },
    // An alert's title in its light colour shade is below 4.5:1 on the tinted background: the
    // text colour keeps every title readable (WCAG AA); the icon and border keep the colour.
    Alert: { styles: { title: { color: "var(--mantine-color-text)" } } },
    // A toast's text under its title is Mantine's grey 6 in light mode (3.3:1 on white, below
    // WCAG AA): the dimmed grey of cssVariablesResolver (below) is above 4.5:1 in both schemes.
    Notification: {
      styles: (_theme: unknown, props: { title?: unknown }) =>
        props.title ? { description: { color: "var(--mantine-color-dimmed)" } } : {},
    },
    // A link inside text must not be told apart by its colour alone (WCAG 1.4.1): underlined.
    Anchor: { defaultProps: { underline: "always" } },
  },
});

/**
 * Colours Mantine picks that are below 4.5:1 (WCAG AA) on this app's backgrounds:
 * - "dimmed" grey: a darker one in light mode and a lighter one in dark mode;
 * - dark mode: links, magenta text and outlines use shade 4 of the magenta, below 4.5:1 on the
 *   dark cards (dark-6); shade 3 is above 5:1 there;
 * - light mode: red and blue outlines (moderation's Reject and Current) use shade 8, at 4.5:1 on
 *   white and below on the highlighted row; shade 9 keeps them readable. A field's error text
 *   (`--mantine-color-error`) is shade 9 too: shade 8 fell below 4.5:1 in a dialog's field.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-red-outline": "var(--mantine-color-red-9)",
    "--mantine-color-blue-outline": "var(--mantine-color-blue-9)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-anchor": "var(--mantine-color-festival-3)",
    "--mantine-color-festival-text": "var(--mantine-color-festival-3)",
    "--mantine-color-festival-outline": "var(--mantine-color-festival-3)",
  },
});
