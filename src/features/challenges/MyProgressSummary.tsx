import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import classes from "./MyProgressSummary.module.css";
import type { ChallengesT } from "./words";

type Mine = RouterOutputs["challenge"]["mine"];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className={plain.label}>{label}</p>
      <p className={plain.figure}>{value}</p>
    </div>
  );
}

export function rankText(t: ChallengesT, mine: Pick<Mine, "rank" | "rankedUsers">): string {
  return mine.rank === null
    ? t("summary.notRanked")
    : t("summary.rankOf", { rank: mine.rank, ranked: mine.rankedUsers });
}

/** My total points, rank and completed challenges: a band above the catalogue. */
export function MyProgressSummary({ mine, link = true }: { mine: Mine; link?: boolean }) {
  const t = useTranslations("challenges");
  const completed = mine.areas.reduce((sum, area) => sum + area.completed, 0);
  const joined = mine.areas.reduce((sum, area) => sum + area.joined, 0);
  return (
    <section className={`${plain.card} ${classes.summary}`} aria-label={t("summary.label")}>
      <div className={`${plain.grid} ${classes.figures}`}>
        <Figure label={t("summary.points")} value={t("summary.total", { points: mine.total })} />
        <Figure label={t("summary.rank")} value={rankText(t, mine)} />
        <Figure
          label={t("summary.completed")}
          value={t("summary.completedOf", { completed, joined })}
        />
      </div>
      {link && (
        <Link href="/participation" className={`${plain.link} ${plain.strong}`}>
          {t("summary.all")}
        </Link>
      )}
    </section>
  );
}
