import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { FESTIVAL_DATES, FESTIVAL_NAME, festivalDescription } from "~/lib/site";
import classes from "./Home.module.css";
import { ButtonLink } from "~/components/plain/ButtonLink";

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
            <ButtonLink href="/auth/register" className={classes.register} size="md">
              {t("register")}
            </ButtonLink>
            <ButtonLink href="/auth/login" className={classes.signIn} size="md">
              {t("signIn")}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
