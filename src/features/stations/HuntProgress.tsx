import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import { ProgressBar } from "~/components/plain/ProgressBar";
import classes from "./StationList.module.css";

/** "3 of 8 stations scanned · 30 points", with a bar that has a name for screen readers. */
export function HuntProgress({
  progress,
  points,
  label,
}: {
  /** Names the group for screen readers: whose progress this is ("My station hunt" if left out). */
  label?: string;
  progress: { scanned: number; total: number; target: number | null; completed: boolean };
  /** The hunt's points; left out where the page shows points elsewhere. */
  points?: number;
}) {
  const t = useTranslations("stations");
  const target = progress.target;
  const value = target ? Math.min(100, Math.round((progress.scanned / target) * 100)) : 0;
  const completed = progress.completed ? "yes" : "no";
  return (
    <div className={plain.stackTight} role="group" aria-label={label ?? t("progress.mine")}>
      <div className={classes.progressLine}>
        <p className={`${plain.text} ${plain.strong}`}>
          {target === null
            ? t("progress.scanned", { count: progress.scanned, completed })
            : t("progress.scannedOf", {
                scanned: Math.min(progress.scanned, target),
                target,
                completed,
              })}
        </p>
        {points !== undefined && (
          <p className={`${plain.text} ${plain.dimmed}`}>{t("progress.points", { points })}</p>
        )}
      </div>
      {target !== null && (
        <ProgressBar value={value} color="teal-filled" size="lg" label={t("progress.bar")} />
      )}
    </div>
  );
}
