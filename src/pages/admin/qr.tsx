import { adminPage } from "~/components/admin/AdminPage";
import { StationsAdmin } from "~/features/stations/lazy";
import { serverPage } from "~/server/api/ssr";

export default adminPage({
  title: "QR stations",
  description:
    "The stations of the hunt. Each card's QR code opens the station page and credits the station once per person.",
  screen: StationsAdmin,
});
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.sustainability.station.admin.list.prefetch(),
});
