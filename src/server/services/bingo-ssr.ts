import type { DehydratedState } from "@tanstack/react-query";
import { TRPCError } from "@trpc/server";
import type { GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { SessionPayload } from "~/lib/session-types";
import { checkRouteParams, routeNotFoundMessage, type RouteError } from "~/lib/route-params";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";
import { DIFFICULTIES, type Difficulty } from "~/shared/points";

export type BingoPageProps = {
  difficulty: Difficulty;
  /** The card's owner on a public card page. */
  userId: string | null;
  session: SessionPayload | null;
  trpcState?: DehydratedState;
};

type Result = GetServerSidePropsResult<BingoPageProps | { routeError: RouteError }>;

function notFound(context: GetServerSidePropsContext, message: string): Result {
  context.res.statusCode = 404;
  return { props: { routeError: { statusCode: 404, message } } };
}

/**
 * getServerSideProps of the bingo pages: checks the route parameters (404 "Page Not Found: …"),
 * then fetches the card on the server so the first HTML holds it, marks included. A card that does
 * not exist, or someone's card that is not public, is a 404 too.
 */
export async function bingoPageProps(
  context: GetServerSidePropsContext,
  withUser: boolean,
): Promise<Result> {
  const checked = checkRouteParams(context, withUser ? ["difficulty", "userid"] : ["difficulty"]);
  if (!checked.ok) return checked.result;
  const difficulty = DIFFICULTIES.find((candidate) => candidate === checked.param("difficulty"));
  if (!difficulty) return notFound(context, routeNotFoundMessage(context.resolvedUrl));
  const userId = withUser ? checked.param("userid") : null;

  const { context: ctx, helpers } = await createSsrContext(context.req, context.res);
  try {
    if (userId) await helpers.bingo.getUserCard.fetch({ difficulty, userId });
    else await helpers.bingo.getCard.fetch({ difficulty });
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== "NOT_FOUND") throw error;
    return notFound(context, userId ? routeNotFoundMessage(context.resolvedUrl) : error.message);
  }
  return {
    props: {
      difficulty,
      userId,
      session: ctx.session ? toSessionPayload(ctx.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
}
