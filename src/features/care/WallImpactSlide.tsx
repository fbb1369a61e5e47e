import { useLocale, useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import { formatNumber } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import { formatCo2e } from "~/shared/impact/rules";
import classes from "./WallInterlude.module.css";
import { useShrinkToFit } from "./useWallFit";

export type WallImpact = RouterOutputs["care"]["wallImpact"];

type Figure = { key: string; value: string; words: string };

/** `useTranslations("wall")`. */
type WallT = ReturnType<typeof useTranslations<"wall">>;

/**
 * The figures in the order the crowd reads them: water first, then the games, then the notes;
 * each number in the page's language with its words ("1,234 bottles refilled", "1.234 Flaschen
 * aufgefüllt").
 */
export function wallFigures(impact: WallImpact, t: WallT, locale: Locale): Figure[] {
  const value = (count: number) => formatNumber(count, locale);
  return [
    {
      key: "bottles",
      value: value(impact.bottlesRefilled),
      words: t("impact.bottles", { count: impact.bottlesRefilled }),
    },
    {
      key: "avoided",
      value: value(impact.singleUseBottlesAvoided),
      words: t("impact.avoided", { count: impact.singleUseBottlesAvoided }),
    },
    {
      key: "co2e",
      value: formatCo2e(impact.co2eGramsAvoided, locale),
      words: t("impact.co2e"),
    },
    {
      key: "stations",
      value: value(impact.stationsScanned),
      words: t("impact.stations", { count: impact.stationsScanned }),
    },
    {
      key: "bingo",
      value: value(impact.bingoLines),
      words: t("impact.bingo", { count: impact.bingoLines }),
    },
    {
      key: "care",
      value: value(impact.carePosts),
      words: t("impact.care", { count: impact.carePosts }),
    },
  ];
}

/**
 * The wall's interlude of figures: what the whole festival did together, in large type, each a
 * number with its words (plain text a screen reader reads as "1,234 bottles refilled"). The
 * sustainability figures are /sustainability-dashboard's. Loaded as a chunk of its own.
 */
export function WallImpactSlide({
  impact,
  className,
  entering = false,
}: {
  impact: WallImpact;
  className?: string;
  /** Fades in (not on the slide the page opens with). */
  entering?: boolean;
}) {
  const t = useTranslations("wall");
  const figures = wallFigures(impact, t, useLocale());
  // As the wall's posts: the slide the page opens with only shrinks (CareWall).
  const box = useShrinkToFit<HTMLDivElement>(figures.map((figure) => figure.value).join(" "), {
    grow: entering,
  });
  return (
    <section className={className} aria-labelledby="wall-impact-heading">
      <div ref={box} className={`${classes.panel} ${entering ? classes.appear : ""}`}>
        <div className={`${classes.content} ${classes.figuresContent}`}>
          <div className={classes.head}>
            <h2 id="wall-impact-heading" className={classes.title}>
              {t("impact.heading")}
            </h2>
            <p className={classes.lead}>{t("impact.lead")}</p>
          </div>
          <ul className={classes.figures}>
            {figures.map((figure) => (
              <li key={figure.key} className={classes.figure} data-figure={figure.key}>
                <span className={classes.value}>{figure.value}</span>{" "}
                <span className={classes.words}>{figure.words}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
