import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { AchievementList } from "~/features/achievements/AchievementList";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

export default function AchievementsPage() {
  return (
    <Container size="lg" py="xl">
      <AchievementList />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<{
  session: SessionPayload | null;
}> = async ({ req, res }) => {
  const { context, helpers } = await createSsrContext(req, res);
  await helpers.achievement.list.prefetch();
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
