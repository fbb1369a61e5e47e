import { createTheme } from "@mantine/core";

/** The seed's breakpoints, in em (16 px): xs 0, sm 600, md 960, lg 1280, xl 1920 px. */
export const theme = createTheme({
  primaryColor: "grape",
  breakpoints: { xs: "0em", sm: "37.5em", md: "60em", lg: "80em", xl: "120em" },
  defaultRadius: "md",
});
