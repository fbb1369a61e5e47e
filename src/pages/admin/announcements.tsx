import { screenPage } from "~/components/layouts/screen-page";
import { AnnouncementsAdminScreen } from "~/features/announcements/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(AnnouncementsAdminScreen, {
  role: "MODERATOR",
  title: "Announcements",
  intro:
    "A short message on every page and on the wall: the bingo stage moves, rain shelter, prize giving at 17:00.",
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  load: ({ helpers }) => helpers.announcements.list.prefetch(),
});
