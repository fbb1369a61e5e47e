import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { GlobalDashboard } from "~/features/dashboard/GlobalDashboard";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

export default function GlobalDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <GlobalDashboard />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<{
  session: SessionPayload | null;
}> = async ({ req, res }) => {
  const { context, helpers } = await createSsrContext(req, res);
  await helpers.dashboard.global.prefetch();
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
