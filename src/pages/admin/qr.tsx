import { screenPage } from "~/components/layouts/screen-page";
import { StationsAdmin } from "~/features/stations/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(StationsAdmin, {
  role: "ADMIN",
  size: "xl",
  title: (t) => t("stationsAdmin.title"),
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The staff's words, apart from the participants' "stations", and the shared staff pieces'
  // (tables, editors, dialogs: ~/components/admin).
  messages: ["stationsAdmin", "adminShared"],
  load: ({ helpers }) => helpers.sustainability.station.admin.list.prefetch(),
});
