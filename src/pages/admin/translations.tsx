import { screenPage } from "~/components/layouts/screen-page";
import { TranslationsScreen } from "~/features/translations/TranslationsScreen";
import { titled } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

export default titled(
  (_, t) => t("translations.title"),
  screenPage(TranslationsScreen, { role: "ADMIN", size: "lg" }),
);

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["translations"],
  // The screen's first list: the server's choice of language (the first offered one).
  load: ({ helpers }) => helpers.translations.list.prefetch({}),
});
