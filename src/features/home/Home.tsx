import dynamic from "next/dynamic";
import { Badge } from "~/components/plain/Badge";
import plain from "~/components/plain/plain.module.css";
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
 * per area, my next achievement); then every area with its challenges. Plain markup and the plain
 * kit: no Mantine component in the page's first load (README "First-load weight").
 */
export function Home() {
  const t = useTranslations("home");
  const health = api.system.health.useQuery();
  const { user, ready } = useSession();
  return (
    <div className={plain.stackXl}>
      <FestivalHero visitor={ready && !user} />
      {user && <MyFestivalProgress />}
      <AreaOverview />
      <div className={plain.row}>
        <p className={plain.small}>{t("serviceStatus")}</p>
        <Badge color={health.data ? "teal-9" : "red-9"} variant="filled">
          {health.data ? t("allGo") : t("checking")}
        </Badge>
      </div>
    </div>
  );
}
