import { FaqScreen } from "~/features/faq/FaqScreen";
import { titled } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

export default titled((_props, t) => t("faq.title"), FaqScreen);

export const getServerSideProps = serverPage({
  messages: ["faq"],
  load: ({ helpers }) => helpers.faq.list.prefetch(),
});
