import { PageFrame } from "~/components/layouts/screen-page";
import { ArtsArea } from "~/features/arts/ArtsArea";
import { GALLERY_PAGE } from "~/features/arts/Gallery";
import type { AppPage } from "~/lib/page";
import { serverPage, type PageRequest } from "~/server/api/ssr";
import type { AuthSession } from "~/server/auth/session";

// An open page's `load` names its request type: serverPage's two shapes leave it unnamed.
type OpenPageRequest = PageRequest<AuthSession | null>;

const ArtsPage: AppPage = () => (
  <PageFrame>
    <ArtsArea />
  </PageFrame>
);

ArtsPage.title = (_, t) => t("arts.title");
export default ArtsPage;

/** The challenges, the gallery's first page and (signed in) my submissions, in the first HTML. */
export const getServerSideProps = serverPage({
  messages: ["arts", "challenges"],
  load: async ({ helpers, session }: OpenPageRequest) => {
    await Promise.all([
      helpers.challenge.list.prefetch(),
      helpers.submission.gallery.prefetchInfinite({ limit: GALLERY_PAGE }),
      session ? helpers.submission.mine.prefetch() : undefined,
    ]);
  },
});
