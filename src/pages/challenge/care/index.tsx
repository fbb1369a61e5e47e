import { PageFrame } from "~/components/layouts/screen-page";
import { CareOverview } from "~/features/care/CareOverview";
import { OVERVIEW_WALL } from "~/features/care/WallPosts";
import type { AppPage } from "~/lib/page";
import { serverPage, type PageRequest } from "~/server/api/ssr";
import type { AuthSession } from "~/server/auth/session";

// An open page's `load` names its request type: serverPage's two shapes leave it unnamed.
type OpenPageRequest = PageRequest<AuthSession | null>;

const CarePage: AppPage = () => (
  <PageFrame>
    <CareOverview />
  </PageFrame>
);
CarePage.layout = "care";

CarePage.title = (_props, t) => t("care.title");
export default CarePage;

/** The latest posts on the wall and (signed in) my posts, in the first HTML. */
export const getServerSideProps = serverPage({
  messages: ["care"],
  load: async ({ helpers, session }: OpenPageRequest) => {
    await Promise.all([
      helpers.care.feed.prefetch(OVERVIEW_WALL),
      session ? helpers.care.myPosts.prefetch() : undefined,
    ]);
  },
});
