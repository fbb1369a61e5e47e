import { PageFrame } from "~/components/layouts/screen-page";
import { TRPCError } from "@trpc/server";
import { PersonPage } from "~/features/people/PersonPage";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { routeNotFoundMessage } from "~/shared/route-params";

type Props = { userId: string; name: string };

/** Someone's public page; a private profile is a 404 like an unknown id. */
const PersonRoute: AppPage<Props> = ({ userId }) => (
  <PageFrame>
    <PersonPage userId={userId} />
  </PageFrame>
);

PersonRoute.title = ({ name }) => name;
export default PersonRoute;

export const getServerSideProps = serverPage<Props>({
  params: ["userid"],
  // The page's own words, the badges' and the station hunt's progress (README "Languages").
  messages: ["people", "achievements", "stations"],
  load: async ({ helpers, param, page }) => {
    const userId = param("userid");
    try {
      const { user } = await helpers.people.person.fetch({ userId });
      return { props: { userId, name: user.name } };
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
      // A private profile answers exactly like an unknown id.
      return { notFound: routeNotFoundMessage(page.resolvedUrl), path: page.resolvedUrl };
    }
  },
});
