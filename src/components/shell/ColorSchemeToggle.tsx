import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/**
 * Light/dark switch. Mantine keeps the choice in localStorage and its script in _document applies
 * it before the first paint, so a reload never flashes the other scheme.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read after mount: the server cannot know the choice, so the first render matches it.
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const dark = computed === "dark";
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
      <Box component="span" display="flex" lightHidden>
        <IconSun size={20} stroke={1.8} aria-hidden="true" />
      </Box>
      <Box component="span" display="flex" darkHidden>
        <IconMoon size={20} stroke={1.8} aria-hidden="true" />
      </Box>
    </ActionIcon>
  );
}
