import { ActionIcon, Box, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";

// The scheme actually applied: Mantine's head script sets it on <html> before the first paint
// (from the stored choice), and the provider updates it on every change.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-mantine-color-scheme"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.getAttribute("data-mantine-color-scheme") === "dark";

/**
 * Light/dark switch. Mantine keeps the choice in localStorage and applies it before the first
 * paint, so a reload never flashes the other scheme.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? "Switch to light mode" : "Switch to dark mode"}
      onClick={() => setColorScheme(dark ? "light" : "dark")}
    >
      {/* Both icons render; CSS shows the right one from the first paint on. */}
      <Box component="span" lh={0} lightHidden>
        <IconSun size={20} stroke={1.8} aria-hidden="true" />
      </Box>
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={20} stroke={1.8} aria-hidden="true" />
      </Box>
    </ActionIcon>
  );
}
