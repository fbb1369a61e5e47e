import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { ArtsArea } from "~/features/arts/ArtsArea";
import { GALLERY_PAGE } from "~/features/arts/Gallery";
import type { AppPage } from "~/lib/page";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

const ArtsPage: AppPage = () => (
  <Container size="lg" py="xl">
    <ArtsArea />
  </Container>
);

export default ArtsPage;

/** The challenges, the gallery's first page and (signed in) my submissions, in the first HTML. */
export const getServerSideProps: GetServerSideProps<{ session: SessionPayload | null }> = async ({
  req,
  res,
}) => {
  const { context, helpers } = await createSsrContext(req, res);
  await Promise.all([
    helpers.challenge.list.prefetch(),
    helpers.submission.gallery.prefetchInfinite({ limit: GALLERY_PAGE }),
    context.session ? helpers.submission.mine.prefetch() : Promise.resolve(),
  ]);
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
