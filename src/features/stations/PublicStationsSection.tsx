import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import type { RouterOutputs } from "~/lib/trpc";
import { HuntProgress } from "./HuntProgress";
import { useStationWords } from "./words";

type Progress = RouterOutputs["sustainability"]["station"]["progress"];

/** Someone's stations on their public sustainability page. */
export function PublicStationsSection({ progress }: { progress: Progress }) {
  const t = useTranslations("stations");
  const { when } = useStationWords();
  return (
    <SectionCard id="public-stations" title={t("hunt.title")}>
      <HuntProgress
        progress={progress.progress}
        points={progress.points}
        label={t("public.progress", { name: progress.user.name })}
      />
      {progress.scans.length === 0 ? (
        <p className={`${plain.text} ${plain.dimmed}`}>{t("public.none")}</p>
      ) : (
        <ul className={`${plain.list} ${plain.text}`}>
          {progress.scans.map((scan) => (
            <li key={scan.stationId}>
              <span className={plain.strong}>{scan.label}</span>{" "}
              <span className={`${plain.small} ${plain.dimmed}`}>
                {t("public.scannedOn", { at: when(scan.scannedAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
