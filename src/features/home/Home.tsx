import "@mantine/core/styles/Badge.layer.css";
import dynamic from "next/dynamic";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "use-intl";
import { AreaOverview } from "~/features/challenges/AreaOverview";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { FestivalHero } from "./FestivalHero";

// Only signed-in people see their progress: a chunk of its own (still server-rendered), so
// visitors never load it.
const MyFestivalProgress = dynamic(() =>
  import("./MyFestivalProgress").then((module) => module.MyFestivalProgress),
);

/**
 * `/`: the festival first (name, dates, what it is); signed in, my festival (points, rank, a ring
 * per area, my next achievement); then every area with its challenges.
 */
export function Home() {
  const t = useTranslations("home");
  const health = api.system.health.useQuery();
  const { user, ready } = useSession();
  return (
    <Stack gap="xl">
      <FestivalHero visitor={ready && !user} />
      {user && <MyFestivalProgress />}
      <AreaOverview />
      <Group gap="xs">
        <Text size="sm">{t("serviceStatus")}</Text>
        <Badge color={health.data ? "teal.9" : "red.9"} variant="filled">
          {health.data ? t("allGo") : t("checking")}
        </Badge>
      </Group>
    </Stack>
  );
}
