import { Link } from "~/components/Link";
import { useRouter } from "next/router";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { FESTIVAL_NAME, SITE_NAME } from "~/lib/site";
import { MAIN_LINKS } from "~/lib/navigation";
import { AppHeader, NAV_PANEL_ID } from "../shell/AppHeader";
import { LanguageSwitch } from "../shell/language";
import classes from "./DefaultLayout.module.css";
import { clientOnly } from "~/lib/client-only";

export const HEADER_HEIGHT = 64;

// The phone menu's links (NavLink, dividers, sign-out) load on its first open.
const NavPanel = clientOnly(() => import("../shell/NavPanel").then((module) => module.NavPanel));

/**
 * The app frame: header with the navigation (a burger menu below lg, 1280 px), the page, a footer.
 * Plain markup and a CSS module (no Mantine component JS on the first load).
 * `aside` is an optional band above the page content (the area layouts use it).
 */
export function DefaultLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const [opened, setOpened] = useState(false);
  // Once opened, the panel stays rendered so that it can slide out again.
  const [menuUsed, setMenuUsed] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  const router = useRouter();
  const t = useTranslations();

  // The phone menu closes itself once a navigation completes (links also close it on tap).
  useEffect(() => {
    router.events.on("routeChangeComplete", close);
    return () => router.events.off("routeChangeComplete", close);
  }, [router.events, close]);

  return (
    <>
      <a href="#main-content" className={`${classes.skipLink} mantine-focus-auto`}>
        {t("shell.skipToContent")}
      </a>
      {/* react-remove-scroll's class: an open dialog pads it like the body, so nothing jumps. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader
          menuOpened={opened}
          onToggleMenu={() => {
            setMenuUsed(true);
            setOpened((value) => !value);
          }}
        />
      </header>
      {/* Always present: the burger's aria-controls points at it; its content comes on first use. */}
      <nav
        id={NAV_PANEL_ID}
        aria-label={t("shell.menuNav")}
        className={classes.panel}
        data-opened={opened || undefined}
        inert={!opened}
      >
        {menuUsed && <NavPanel onNavigate={close} />}
      </nav>
      <div className={classes.frame}>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {aside}
          {children}
        </main>
        <footer className={classes.footer}>
          <div className={`${classes.container} ${classes.footerRow}`}>
            <p className={classes.footerText}>
              {FESTIVAL_NAME} · {SITE_NAME}
            </p>
            <div className={classes.footerLinks}>
              {MAIN_LINKS.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className={`${classes.footerLink} mantine-focus-auto`}
                >
                  {t(link.label)}
                </Link>
              ))}
            </div>
            <LanguageSwitch />
          </div>
        </footer>
      </div>
    </>
  );
}
