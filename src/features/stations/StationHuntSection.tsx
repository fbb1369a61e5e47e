import { Button, Group, Text } from "@mantine/core";
import { Link } from "~/components/Link";
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
  return (
    <SectionCard id="hunt-section" title={t("hunt.title")}>
      <Text size="sm">{t("section.intro")}</Text>
      {data && <Text size="sm">{huntRuleWords(words, data.rule)}</Text>}
      {user && data && <HuntProgress progress={data.progress} points={data.points} />}
      {!user && <StationSignInHint hint="section.signInHint" />}
      <Group>
        <Button component={Link} href={STATION_PATH}>
          {t("section.go")}
        </Button>
        {user?.publicProfile && (
          <Button component={Link} href={`/challenge/sustainability/${user.id}`} variant="default">
            {t("section.publicProgress")}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
