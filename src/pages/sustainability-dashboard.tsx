import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { PublicImpactDashboard } from "~/features/impact/PublicImpactDashboard";
import type { SessionPayload } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

export default function SustainabilityDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <PublicImpactDashboard />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<{
  session: SessionPayload | null;
}> = async ({ req, res }) => {
  const { context, helpers } = await createSsrContext(req, res);
  await helpers.sustainability.impact.public.prefetch();
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
