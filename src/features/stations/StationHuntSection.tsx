import { Button, Group, Text } from "@mantine/core";
import { SectionCard } from "~/components/SectionCard";
import { SignInHint } from "~/components/SignInHint";
import Link from "next/link";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { huntRuleText } from "~/shared/stations/hunt-rule";
import { STATION_PATH } from "~/shared/stations/rules";
import { HuntProgress } from "./HuntProgress";

/** The station hunt on the sustainability overview: my progress and the way to the hunt. */
export function StationHuntSection() {
  const { user } = useSession();
  const board = api.sustainability.station.board.useQuery();
  const data = board.data;
  return (
    <SectionCard id="hunt-section" title="Station hunt">
      <Text size="sm">Scan the QR codes at the sustainability stations around the festival.</Text>
      {data && <Text size="sm">{huntRuleText(data.rule)}</Text>}
      {user && data && <HuntProgress progress={data.progress} points={data.points} />}
      {!user && <SignInHint to="collect points for the stations you scan" />}
      <Group>
        <Button component={Link} href={STATION_PATH}>
          Go to the station hunt
        </Button>
        {user?.publicProfile && (
          <Button component={Link} href={`/challenge/sustainability/${user.id}`} variant="default">
            My public progress
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
