import { Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { AreaOverview } from "~/features/challenges/AreaOverview";
import { useSession } from "~/lib/session";
import { FESTIVAL_NAME } from "~/lib/site";
import { api } from "~/lib/trpc";
import { serverPage } from "~/server/api/ssr";

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

/** The catalogue and the service status, and my participation when signed in: no loading state. */
export const getServerSideProps = serverPage({
  load: async ({ helpers, session }) => {
    await Promise.all([
      helpers.system.health.prefetch(),
      helpers.challenge.list.prefetch(),
      session ? helpers.challenge.mine.prefetch() : undefined,
    ]);
  },
});
