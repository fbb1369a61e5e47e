import { PageFrame } from "~/components/layouts/screen-page";
import { MyBingoCard } from "~/features/bingo/MyBingoCard";
import type { AppPage } from "~/lib/page";
import { notFoundOf, serverPage } from "~/server/api/ssr";
import { routeNotFoundMessage } from "~/shared/route-params";
import { parseDifficulty, type Difficulty } from "~/shared/points";

type Props = { difficulty: Difficulty };

/** My bingo card of a difficulty (DESIGN.md §5): marking needs sign-in, looking does not. */
const BingoCardPage: AppPage<Props> = ({ difficulty }) => (
  <PageFrame>
    <MyBingoCard difficulty={difficulty} />
  </PageFrame>
);
BingoCardPage.layout = "bingo";

BingoCardPage.title = ({ difficulty }, t) =>
  t("bingo.title", { difficulty: t(`bingo.difficulty.${difficulty}`) });
export default BingoCardPage;

/** The card comes server-rendered, marks included; a card that does not exist is a 404. */
export const getServerSideProps = serverPage<Props>({
  messages: ["bingo"],
  params: ["difficulty"],
  load: async ({ ctx, helpers, param, page }) => {
    const difficulty = parseDifficulty(param("difficulty"));
    if (!difficulty)
      return { notFound: routeNotFoundMessage(page.resolvedUrl), path: page.resolvedUrl };
    const missing = await notFoundOf(helpers.bingo.getCard.fetch({ difficulty }), ctx.locale);
    return missing ? { notFound: missing } : { props: { difficulty } };
  },
});
