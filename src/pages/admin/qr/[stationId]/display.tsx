import { StationDisplay } from "~/features/stations/StationDisplay";
import type { AppPage } from "~/lib/page";
import { notFoundOf, serverPage } from "~/server/api/ssr";

type Props = { stationId: string; label: string };

/**
 * A screen-mode station's display (README "Screen-mode station codes"): a tablet at the station,
 * signed in as staff, shows the code that changes every 30 seconds. Kiosk layout, no chrome.
 */
const StationDisplayPage: AppPage<Partial<Props>> = ({ stationId }) =>
  stationId ? <StationDisplay stationId={stationId} /> : null;
StationDisplayPage.layout = "barebones";
StationDisplayPage.auth = { role: "MODERATOR" };
StationDisplayPage.title = (props, t) =>
  props.label
    ? t("stationsAdmin.display.pageTitle", { label: props.label })
    : t("stationsAdmin.display.fallbackTitle");
export default StationDisplayPage;

export const getServerSideProps = serverPage<Props>({
  role: "MODERATOR",
  messages: ["stationsAdmin"],
  params: ["stationId"],
  load: async ({ ctx, helpers, param }) => {
    const stationId = param("stationId");
    let label = "";
    const missing = await notFoundOf(
      helpers.sustainability.station.display.fetch({ id: stationId }).then((display) => {
        label = display.label;
      }),
      ctx.locale,
    );
    return missing ? { notFound: missing } : { props: { stationId, label } };
  },
});
