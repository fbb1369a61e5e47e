import { Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import Link from "next/link";
import { AreaOverview } from "~/features/challenges/AreaOverview";
import { prefetchHome } from "~/features/challenges/prefetch";
import { useSession } from "~/lib/session";
import type { SessionPayload } from "~/lib/session-types";
import { FESTIVAL_NAME } from "~/lib/site";
import { api } from "~/lib/trpc";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

export default function HomePage() {
  const health = api.system.health.useQuery();
  const { user, ready } = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{FESTIVAL_NAME} challenges</Title>
        <Text size="lg">
          Four areas, one festival: take part, earn points, see what we do together.
        </Text>
        {ready && !user && (
          <Group>
            <Button component={Link} href="/auth/register" size="md">
              Create account
            </Button>
            <Button component={Link} href="/auth/login" size="md" variant="default">
              Sign in
            </Button>
          </Group>
        )}
        <AreaOverview />
        <Group gap="xs">
          <Text size="sm">Service status:</Text>
          <Badge color={health.data ? "teal.9" : "red.9"} variant="filled">
            {health.data ? "All systems go" : "Checking…"}
          </Badge>
        </Group>
      </Stack>
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<{
  session: SessionPayload | null;
}> = async ({ req, res }) => {
  const ssr = await createSsrContext(req, res);
  await Promise.all([ssr.helpers.system.health.prefetch(), prefetchHome(ssr)]);
  return {
    props: {
      session: ssr.context.session ? toSessionPayload(ssr.context.session) : null,
      trpcState: ssr.helpers.dehydrate(),
    },
  };
};
