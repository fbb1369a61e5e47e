import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { SITE_NAME } from "~/lib/site";
import classes from "./AppHeader.module.css";
import { LOGO_CENTER_COLOR, LOGO_PETAL_PATH, LOGO_PETALS } from "./logo-mark";

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {LOGO_PETALS.map((petal) => (
        <path
          key={petal.rotate}
          d={LOGO_PETAL_PATH}
          fill={petal.color}
          transform={`rotate(${petal.rotate} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="7" fill={LOGO_CENTER_COLOR} stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

/** The header's home link: the mark and the site name (phones: the mark alone, for room). */
export function Logo() {
  const t = useTranslations("shell");
  return (
    <Link
      href="/"
      className={`${classes.logo} mantine-focus-auto`}
      aria-label={t("logo", { site: SITE_NAME })}
    >
      <LogoMark />
      <span className={classes.siteName}>{SITE_NAME}</span>
    </Link>
  );
}
