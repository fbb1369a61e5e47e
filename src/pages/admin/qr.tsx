import { screenPage } from "~/components/layouts/screen-page";
import { StationsAdmin } from "~/features/stations/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(StationsAdmin, { role: "ADMIN", size: "xl", title: "QR stations" });
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The shared staff pieces' words (tables, editors, dialogs: ~/components/admin).
  messages: ["adminShared"],
  load: ({ helpers }) => helpers.sustainability.station.admin.list.prefetch(),
});
