import type { createSsrContext } from "~/server/api/ssr";

type SsrContext = Awaited<ReturnType<typeof createSsrContext>>;

/**
 * For the home page's getServerSideProps: the catalogue, and my participation when signed in,
 * so the first HTML shows the areas and my progress without a loading state.
 */
export async function prefetchHome({ context, helpers }: SsrContext): Promise<void> {
  await helpers.challenge.list.prefetch();
  if (context.session) await helpers.challenge.mine.prefetch();
}
