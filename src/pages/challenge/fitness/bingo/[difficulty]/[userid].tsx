import { PageFrame } from "~/components/layouts/screen-page";
import { PublicBingoCard } from "~/features/bingo/PublicBingoCard";
import type { AppPage } from "~/lib/page";
import { notFoundOf, serverPage } from "~/server/api/ssr";
import { routeNotFoundMessage } from "~/shared/route-params";
import { parseDifficulty, type Difficulty } from "~/shared/points";

type Props = { difficulty: Difficulty; userId: string };

/** Someone's bingo card, read-only: only when their profile is public, else 404. */
const PublicBingoCardPage: AppPage<Props> = ({ difficulty, userId }) => (
  <PageFrame>
    <PublicBingoCard difficulty={difficulty} userId={userId} />
  </PageFrame>
);
PublicBingoCardPage.layout = "bingo";

PublicBingoCardPage.title = ({ difficulty }, t) =>
  t("bingo.publicTitle", { difficulty: t(`bingo.difficulty.${difficulty}`) });
export default PublicBingoCardPage;

/** A private card is a 404 like a missing one: the page never tells them apart. */
export const getServerSideProps = serverPage<Props>({
  messages: ["bingo"],
  params: ["difficulty", "userid"],
  load: async ({ ctx, helpers, param, page }) => {
    const difficulty = parseDifficulty(param("difficulty"));
    const userId = param("userid");
    const card = difficulty && helpers.bingo.getUserCard.fetch({ difficulty, userId });
    if (card && !(await notFoundOf(card, ctx.locale))) return { props: { difficulty, userId } };
    return { notFound: routeNotFoundMessage(page.resolvedUrl), path: page.resolvedUrl };
  },
});
