import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import { Menu } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import {
  cloneElement,
  Fragment,
  useEffect,
  useId,
  useRef,
  type ReactElement,
  type Ref,
} from "react";
import { useTranslations } from "use-intl";
import { linksFor, staffSectionsFor, STAFF_SECTIONS, USER_LINKS } from "~/lib/account-navigation";
import type { SessionUserPayload } from "~/shared/session";
import { useSignOut } from "./useSignOut";

/**
 * The signed-in user's menu: their pages, staff sections by role, sign out. Loaded after the page
 * is interactive (`UserMenu`), when the person first opens it (`openOnMount`).
 * `target` is the plain `AccountTrigger` that `UserMenu` draws: passed in rather than imported, so
 * that this chunk shares no stylesheet with the first load (a shared one would split the first
 * load's CSS into more files, bench/README.md §1 stop 48).
 */
export default function AccountMenu({
  user,
  target,
  openOnMount = false,
}: {
  user: SessionUserPayload;
  target: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  openOnMount?: boolean;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  // Opened after it mounts, by its own button: the plain button that was tapped is gone, and
  // Mantine gives focus back on close to what had it when the menu opened. A frame later, so that
  // the dropdown is placed once it has its width.
  useEffect(() => {
    if (!openOnMount) return;
    const frame = window.requestAnimationFrame(() => {
      targetRef.current?.focus();
      targetRef.current?.click();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [openOnMount]);
  const signOut = useSignOut();
  const t = useTranslations();
  const sections = staffSectionsFor(STAFF_SECTIONS, user.role);
  const sectionId = useId();
  // No focus placeholder: Mantine's is a focusable <div> inside role="menu", which is not a menu
  // item (axe: aria-required-children); opening focuses the first item instead.
  return (
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {linksFor(USER_LINKS, user.role).map((link) => (
          <Menu.Item key={link.href} component={Link} href={link.href}>
            {t(link.label)}
          </Menu.Item>
        ))}
        {/* Each staff section is a group named by its label (role="menu" owns menu items,
            groups and separators only). */}
        {sections.map((section, index) => (
          <Fragment key={section.label}>
            <Menu.Divider role="separator" />
            <div role="group" aria-labelledby={`${sectionId}-${index}`}>
              <Menu.Label id={`${sectionId}-${index}`}>{t(section.label)}</Menu.Label>
              {section.links.map((link) => (
                <Menu.Item key={link.href} component={Link} href={link.href}>
                  {t(link.label)}
                </Menu.Item>
              ))}
            </div>
          </Fragment>
        ))}
        <Menu.Divider role="separator" />
        <Menu.Item
          // Mantine's red text on its light tint: red-9 in light, red-0 in dark, >= 4.5:1 on the
          // menu and a hovered item (color="red" is red-6, 3.3:1). No CSS module: each lazy
          // sheet adds its name to the shared JS loader (bench/README.md step 8).
          c="var(--mantine-color-red-light-color)"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
        >
          {t("shell.account.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
