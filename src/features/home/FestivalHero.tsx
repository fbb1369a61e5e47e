import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { FESTIVAL_DATES, FESTIVAL_NAME, festivalDescription } from "~/lib/site";
import classes from "./Home.module.css";

/** The home page's first sight: the festival's name, when and where, what it is; for a visitor, the way in. */
export function FestivalHero({ visitor }: { visitor: boolean }) {
  const t = useTranslations("home");
  const shell = useTranslations("shell");
  return (
    <section className={classes.hero} aria-labelledby="festival-heading">
      <div className={plain.stackSm}>
        {FESTIVAL_DATES && <span className={classes.dates}>{FESTIVAL_DATES}</span>}
        <h1 className={classes.heroTitle} id="festival-heading">
          {t("heroTitle", { festival: FESTIVAL_NAME })}
        </h1>
        <p className={classes.heroText}>{festivalDescription(shell)}</p>
        {visitor && (
          <div className={`${plain.row} ${plain.rowWide} ${classes.heroActions}`}>
            <Link
              href="/auth/register"
              className={`${plain.button} ${classes.register} mantine-focus-auto`}
              data-size="md"
            >
              {t("register")}
            </Link>
            <Link
              href="/auth/login"
              className={`${plain.button} ${classes.signIn} mantine-focus-auto`}
              data-size="md"
            >
              {t("signIn")}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
