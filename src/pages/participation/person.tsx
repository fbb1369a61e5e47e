import { screenPage } from "~/components/layouts/screen-page";
import { HelpDesk } from "~/features/help-desk/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(HelpDesk, {
  role: "MODERATOR",
  title: (t) => t("helpDesk.title"),
  intro: (t) => t("helpDesk.intro"),
});

// The desk's words, the moderators' (statuses, one's own item, the decisions' refusals), the
// refill desk's form (RecordCollectionForm) and the team section in the person's panel.
export const getServerSideProps = serverPage({
  role: "MODERATOR",
  messages: ["helpDesk", "moderation", "refills", "teams"],
});
