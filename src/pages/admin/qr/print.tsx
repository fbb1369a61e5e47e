import { PrintSheet, type PrintCard } from "~/features/stations/PrintSheet";
import { qrRows } from "~/features/stations/qr-matrix";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

type Props = { cards: PrintCard[] };

const StationCardsPage: AppPage<Partial<Props>> = ({ cards }) => <PrintSheet cards={cards ?? []} />;
StationCardsPage.layout = "barebones";
StationCardsPage.auth = { role: "ADMIN" };

StationCardsPage.title = (_, t) => t("stationsAdmin.print.title");
export default StationCardsPage;

/** `?id=…` (repeatable) prints those stations; without it, every active station. */
function requestedIds(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = (Array.isArray(value) ? value : [value]).filter((id) => /^[a-z0-9]{1,64}$/i.test(id));
  return ids.slice(0, 200);
}

export const getServerSideProps = serverPage<Props>({
  role: "ADMIN",
  messages: ["stationsAdmin"],
  load: async ({ helpers, page }) => {
    const sheet = await helpers.sustainability.station.admin.sheet.fetch({
      ids: requestedIds(page.query.id),
    });
    // Drawn on the server: the page ships module rows, not the QR library.
    const cards = sheet.map((station) => ({
      id: station.id,
      label: station.label,
      points: station.points,
      rows: qrRows(station.url),
    }));
    return { props: { cards } };
  },
});
