import { useMantineColorScheme } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";
import { LineIcon } from "~/components/plain/LineIcon";
import classes from "./ColorSchemeToggle.module.css";

// The scheme actually applied: Mantine's head script sets it on <html> before the first paint
// (from the stored choice), and the provider updates it on every change.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-mantine-color-scheme"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.getAttribute("data-mantine-color-scheme") === "dark";

/**
 * Light/dark switch: a plain button with inline icons (Tabler's sun and moon). Mantine keeps the
 * choice in localStorage and applies it before the first paint, so a reload never flashes the
 * other scheme; CSS shows the matching icon from the first paint on.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const t = useTranslations("shell.scheme");
  return (
    <button
      type="button"
      className={classes.toggle}
      aria-label={t("dark")}
      aria-pressed={dark}
      title={dark ? t("toLight") : t("toDark")}
      onClick={() => setColorScheme(dark ? "light" : "dark")}
    >
      <LineIcon className={classes.sun}>
        <path d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0" />
        <path d="M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7" />
      </LineIcon>
      <LineIcon className={classes.moon}>
        <path d="M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008" />
      </LineIcon>
    </button>
  );
}
