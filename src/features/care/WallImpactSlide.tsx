import type { RouterOutputs } from "~/lib/trpc";
import { formatNumber } from "~/shared/format";
import { formatCo2e } from "~/shared/impact/rules";
import classes from "./WallInterlude.module.css";
import { useShrinkToFit } from "./useWallFit";

export type WallImpact = RouterOutputs["care"]["wallImpact"];

type Figure = { key: string; value: string; words: string };

/** The figures in the order the crowd reads them: water first, then the games, then the notes. */
export function wallFigures(impact: WallImpact): Figure[] {
  const count = (value: number, one: string, many: string) => ({
    value: formatNumber(value),
    words: value === 1 ? one : many,
  });
  return [
    { key: "bottles", ...count(impact.bottlesRefilled, "bottle refilled", "bottles refilled") },
    {
      key: "avoided",
      ...count(
        impact.singleUseBottlesAvoided,
        "single-use bottle avoided",
        "single-use bottles avoided",
      ),
    },
    { key: "co2e", value: formatCo2e(impact.co2eGramsAvoided), words: "CO2e avoided" },
    { key: "stations", ...count(impact.stationsScanned, "station scanned", "stations scanned") },
    { key: "bingo", ...count(impact.bingoLines, "bingo line", "bingo lines") },
    {
      key: "care",
      ...count(impact.carePosts, "thank-you or kind act", "thank-yous and kind acts"),
    },
  ];
}

/**
 * The wall's interlude of figures: what the whole festival did together, in large type, each a
 * number with its words (plain text a screen reader reads as "1,234 bottles refilled"). The
 * sustainability figures are /sustainability-dashboard's. Loaded as a chunk of its own.
 */
export function WallImpactSlide({ impact, className }: { impact: WallImpact; className?: string }) {
  const figures = wallFigures(impact);
  const box = useShrinkToFit<HTMLDivElement>(figures.map((figure) => figure.value).join(" "));
  return (
    <section className={className} aria-labelledby="wall-impact-heading">
      <div ref={box} className={`${classes.panel} ${classes.appear}`}>
        <div className={`${classes.content} ${classes.figuresContent}`}>
          <div className={classes.head}>
            <h2 id="wall-impact-heading" className={classes.title}>
              Together so far
            </h2>
            <p className={classes.lead}>What everyone at the festival did, live</p>
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
