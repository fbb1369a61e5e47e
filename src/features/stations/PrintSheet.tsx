import { IconPrinter } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import classes from "./print.module.css";
import { QrSvg } from "./QrSvg";

export type PrintCard = { id: string; label: string; points: number; rows: string[] };

/**
 * The printable sheet: one A6 card per station (print.module.css sets the page size and a page
 * break after each card), with the station's name, its code and short instructions. The code is
 * drawn from module rows the server computed, so the page needs no QR library. The words are the
 * page's language ("stationsAdmin"); the station's name is the festival's content. Plain markup
 * (its controls in Mantine's look): the page's first load carries no Mantine component.
 */
export function PrintSheet({ cards }: { cards: PrintCard[] }) {
  const t = useTranslations("stationsAdmin");
  return (
    <div className={classes.page}>
      <div className={`${classes.controls} ${classes.noPrint}`}>
        <h1 className={plain.title}>{t("print.title")}</h1>
        <p>{t("print.intro")}</p>
        <div className={classes.actions}>
          <button
            type="button"
            className={`${classes.print} mantine-focus-auto mantine-active`}
            onClick={() => window.print()}
            disabled={cards.length === 0}
          >
            <IconPrinter size={16} aria-hidden="true" />
            {t("print.print")}
          </button>
          <Link href="/admin/qr" className={`${classes.back} mantine-focus-auto`}>
            {t("print.back")}
          </Link>
        </div>
        {cards.length === 0 && <p className={classes.none}>{t("print.none")}</p>}
      </div>
      <div className={classes.sheet}>
        {cards.map((card) => (
          <article
            key={card.id}
            className={classes.card}
            aria-label={t("print.card", { label: card.label })}
          >
            <p className={classes.kicker}>{t("print.kicker")}</p>
            <h2 className={classes.name}>{card.label}</h2>
            <div className={classes.code}>
              <QrSvg
                rows={card.rows}
                label={t("print.qrLabel", { label: card.label })}
                size="100%"
              />
            </div>
            <p className={classes.steps}>{t("print.steps", { points: card.points })}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
