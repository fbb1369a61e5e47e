import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { STATION_PATH } from "~/shared/stations/rules";
import { HuntProgress } from "./HuntProgress";
import { StationSignInHint } from "./StationSignInHint";
import { huntRuleWords, useStationWords } from "./words";

/** The station hunt on the sustainability overview: my progress and the way to the hunt. */
export function StationHuntSection() {
  const { user } = useSession();
  const t = useTranslations("stations");
  const words = useStationWords();
  const board = api.sustainability.station.board.useQuery();
  const data = board.data;
  const button = `${plain.button} mantine-focus-auto`;
  return (
    <SectionCard id="hunt-section" title={t("hunt.title")}>
      <p className={plain.small}>{t("section.intro")}</p>
      {data && <p className={plain.small}>{huntRuleWords(words, data.rule)}</p>}
      {user && data && <HuntProgress progress={data.progress} points={data.points} />}
      {!user && <StationSignInHint hint="section.signInHint" />}
      <div className={`${plain.row} ${plain.rowWide}`}>
        <Link href={STATION_PATH} className={button} data-variant="filled">
          {t("section.go")}
        </Link>
        {user?.publicProfile && (
          <Link href={`/challenge/sustainability/${user.id}`} className={button}>
            {t("section.publicProgress")}
          </Link>
        )}
      </div>
    </SectionCard>
  );
}
