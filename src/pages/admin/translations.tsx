import { screenPage } from "~/components/layouts/screen-page";
import { TranslationsScreen } from "~/features/translations/lazy";
import { serverPage } from "~/server/api/ssr";

export default screenPage(TranslationsScreen, {
  role: "ADMIN",
  title: (t) => t("translations.title"),
});

export const getServerSideProps = serverPage({
  role: "ADMIN",
  messages: ["translations"],
  // The screen's first list: the server's choice of language (the first offered one).
  load: ({ helpers }) => helpers.translations.list.prefetch({}),
});
