import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { CareOverview } from "~/features/care/CareOverview";
import type { AppPage } from "~/lib/page";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

const CarePage: AppPage = () => (
  <Container size="lg" py="xl">
    <CareOverview />
  </Container>
);
CarePage.layout = "care";

export default CarePage;

export const getServerSideProps: GetServerSideProps<{ session: SessionPayload | null }> = async ({
  req,
  res,
}) => {
  const { context, helpers } = await createSsrContext(req, res);
  await Promise.all([
    helpers.care.feed.prefetch({ limit: 12 }),
    context.session ? helpers.care.myPosts.prefetch() : Promise.resolve(),
  ]);
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
