import { screenPage } from "~/components/layouts/screen-page";
import { HelpDesk } from "~/features/help-desk/HelpDesk";
import { serverPage } from "~/server/api/ssr";

export default screenPage(HelpDesk, {
  role: "MODERATOR",
  title: "Help desk",
  intro: "For people who come to the desk: find them, see how they take part, and act for them.",
});

export const getServerSideProps = serverPage({ role: "MODERATOR", messages: ["teams"] });
