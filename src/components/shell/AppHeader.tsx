import { useTranslations } from "use-intl";
import { AREA_WORDS, AREAS, MAIN_LINKS } from "~/lib/navigation";
import classes from "./AppHeader.module.css";
import { AreaDot } from "./AreaDot";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { LinkButton } from "./LinkButton";
import { LanguageSwitch } from "./language";
import { Logo } from "./Logo";
import { usePageInfo } from "./page-info";
import { useIsCurrentPage } from "./PageLinks";
import { UserMenu } from "./UserMenu";
import { clientOnly } from "~/lib/client-only";

// Working without signal: the worker, the outbox and its indicator load after the first paint.
const OfflineStatus = clientOnly(() => import("./OfflineStatus"));
// The organisers' announcements (README "Announcements"): over the page, after the first paint.
const AnnouncementBanner = clientOnly(() => import("~/features/announcements/AnnouncementBanner"));

/** The phone menu's element (DefaultLayout), which the burger controls. */
export const NAV_PANEL_ID = "app-navigation";

/**
 * The header's content: burger (below lg), logo, the four areas and the main links (lg and up),
 * offline state, scheme, user menu. Plain markup and a CSS module: no Mantine component JS.
 */
export function AppHeader({
  menuOpened,
  onToggleMenu,
}: {
  menuOpened: boolean;
  onToggleMenu(): void;
}) {
  const isCurrent = useIsCurrentPage();
  const t = useTranslations();
  const { locales } = usePageInfo();
  return (
    // The switch's room from lg to 100em: the site's name makes way (AppHeader.module.css).
    <div className={classes.row} data-language-switch={locales.length > 1 || undefined}>
      <div className={classes.group}>
        <button
          type="button"
          className={`${classes.burger} mantine-focus-auto`}
          onClick={onToggleMenu}
          aria-label={menuOpened ? t("shell.closeMenu") : t("shell.openMenu")}
          aria-expanded={menuOpened}
          aria-controls={NAV_PANEL_ID}
        >
          <span className={classes.burgerLines} data-opened={menuOpened || undefined} />
        </button>
        <Logo />
      </div>
      <nav aria-label={t("shell.mainNav")} className={classes.nav}>
        {AREAS.map((area) => (
          <LinkButton key={area.id} href={area.href} variant="subtle" className={classes.areaLink}>
            <AreaDot area={area} />
            <span className={classes.areaLabel}>{t(AREA_WORDS[area.id].label)}</span>
          </LinkButton>
        ))}
        {MAIN_LINKS.map((link) => {
          const current = isCurrent(link.href);
          return (
            <LinkButton
              key={link.href}
              href={link.href}
              current={current}
              variant={current ? "light" : "subtle"}
              className={classes.navLink}
            >
              {t(link.label)}
            </LinkButton>
          );
        })}
      </nav>
      <div className={classes.tools}>
        <OfflineStatus />
        <LanguageSwitch className={classes.languageInHeader} />
        <ColorSchemeToggle />
        <UserMenu />
      </div>
      <AnnouncementBanner />
    </div>
  );
}
