import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { LinkButton } from "~/components/shell/LinkButton";
import { useIsCurrentPage } from "~/components/shell/PageLinks";
import { ACCOUNT_LINKS } from "~/lib/navigation";
import classes from "./AuthLayout.module.css";
import { DefaultLayout } from "./DefaultLayout";

/**
 * Account pages: the app frame with a side navigation (a row of buttons on phones). Plain
 * markup and a CSS module.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const isCurrent = useIsCurrentPage();
  const t = useTranslations();
  return (
    <DefaultLayout>
      <div className={classes.container}>
        <nav aria-label={t("shell.account.nav")} className={classes.side}>
          <p className={classes.heading}>{t("shell.account.heading")}</p>
          {ACCOUNT_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isCurrent(link.href) ? "page" : undefined}
              className={`${classes.sideLink} mantine-focus-auto`}
            >
              <span className={classes.sideBody}>
                <span className={classes.sideLabel}>{t(link.label)}</span>
              </span>
            </Link>
          ))}
        </nav>
        <div className={classes.content}>
          <nav aria-label={t("shell.account.nav")} className={classes.row}>
            {ACCOUNT_LINKS.map((link) => {
              const current = isCurrent(link.href);
              return (
                <LinkButton
                  key={link.href}
                  href={link.href}
                  current={current}
                  size="compact-md"
                  variant={current ? "filled" : "default"}
                >
                  {t(link.label)}
                </LinkButton>
              );
            })}
          </nav>
          {children}
        </div>
      </div>
    </DefaultLayout>
  );
}
