import { screenPage } from "~/components/layouts/screen-page";
import { GlobalDashboard } from "~/features/dashboard/GlobalDashboard";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled("Festival dashboard", screenPage(GlobalDashboard));

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.dashboard.global.prefetch(),
});
