import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { STATION_PATH } from "~/shared/stations/rules";
import { HuntProgress } from "./HuntProgress";
import { StationSignInHint } from "./StationSignInHint";
import { huntRuleWords, useStationWords } from "./words";
import { ButtonLink } from "~/components/plain/ButtonLink";

/** The station hunt on the sustainability overview: my progress and the way to the hunt. */
export function StationHuntSection() {
  const { user } = useSession();
  const t = useTranslations("stations");
  const words = useStationWords();
  const board = api.sustainability.station.board.useQuery();
  const data = board.data;
  return (
    <SectionCard id="hunt-section" title={t("hunt.title")}>
      <p className={plain.small}>{t("section.intro")}</p>
      {data && <p className={plain.small}>{huntRuleWords(words, data.rule)}</p>}
      {user && data && <HuntProgress progress={data.progress} points={data.points} />}
      {!user && <StationSignInHint hint="section.signInHint" />}
      <div className={`${plain.row} ${plain.rowWide}`}>
        <ButtonLink href={STATION_PATH} variant="filled">
          {t("section.go")}
        </ButtonLink>
        {user?.publicProfile && (
          <ButtonLink href={`/challenge/sustainability/${user.id}`}>
            {t("section.publicProgress")}
          </ButtonLink>
        )}
      </div>
    </SectionCard>
  );
}
