import { screenPage } from "~/components/layouts/screen-page";
import { AnnouncementsAdminScreen } from "~/features/announcements/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(AnnouncementsAdminScreen, {
  role: "MODERATOR",
  title: (t) => t("announcements.title"),
  intro: (t) => t("announcements.intro"),
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  messages: ["announcements", "adminShared"],
  load: ({ helpers }) => helpers.announcements.list.prefetch(),
});
