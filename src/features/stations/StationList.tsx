import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import type { RouterOutputs } from "~/lib/trpc";
import classes from "./StationList.module.css";
import { useStationWords } from "./words";

type Station = RouterOutputs["sustainability"]["station"]["board"]["stations"][number];

/**
 * The stations as cards; scanned ones say so in words and with an icon, not only by colour. Plain
 * markup: the station hunt's first load carries no Mantine component.
 */
export function StationList({ stations, signedIn }: { stations: Station[]; signedIn: boolean }) {
  const t = useTranslations("stations");
  const { when } = useStationWords();
  if (stations.length === 0)
    return <p className={`${plain.text} ${plain.dimmed}`}>{t("list.empty")}</p>;
  return (
    <ul className={classes.grid}>
      {stations.map((station) => {
        const scanned = station.scannedAt !== null;
        return (
          <li
            key={station.id}
            aria-label={station.label}
            className={`${plain.card} ${classes.station}`}
            data-scanned={scanned || undefined}
          >
            <div className={plain.titleRow}>
              <h3 className={plain.smallTitle}>{station.label}</h3>
              <span className={plain.badge}>
                {t("progress.points", { points: station.points })}
              </span>
            </div>
            {station.description && (
              <p className={`${plain.small} ${plain.dimmed}`}>{station.description}</p>
            )}
            {signedIn && (
              <div className={classes.state}>
                {scanned ? (
                  <IconCircleCheck size={18} aria-hidden="true" className={classes.scannedIcon} />
                ) : (
                  <IconCircleDashed size={18} aria-hidden="true" />
                )}
                <p className={scanned ? `${plain.small} ${plain.strong}` : plain.small}>
                  {station.scannedAt
                    ? t("list.scannedOn", { at: when(station.scannedAt) })
                    : t("list.notScanned")}
                </p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
