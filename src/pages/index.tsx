import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { GetServerSideProps } from "next";
import Link from "next/link";
import { AreaDot } from "~/components/shell/AreaDot";
import { FESTIVAL_NAME } from "~/lib/site";
import { AREAS, type AreaId } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import type { SessionPayload } from "~/lib/session-types";
import { api } from "~/lib/trpc";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

const BLURBS: Record<AreaId, string> = {
  fitness: "Play the fitness bingo: easy, medium or hard.",
  arts: "Share a sketch, a poem or a photo with the festival.",
  sustainability: "Scan the stations, refill your bottle, earn a certificate.",
  care: "Thank someone or log an act of kindness for the big screen.",
};

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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {AREAS.map((area) => (
            <Card
              key={area.id}
              id={area.id}
              withBorder
              padding="lg"
              component="section"
              aria-label={area.name}
              style={{
                borderTop: `4px solid var(--mantine-color-${area.color}-6)`,
                scrollMarginTop: 80,
              }}
            >
              <Group gap={8} wrap="nowrap">
                <AreaDot area={area} size={12} />
                <Title order={2} size="h3">
                  {area.name}
                </Title>
              </Group>
              <Text mt="xs">{BLURBS[area.id]}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Box>
          <Group gap="xs">
            <Text size="sm">Service status:</Text>
            <Badge color={health.data ? "teal.9" : "red.9"} variant="filled">
              {health.data ? "All systems go" : "Checking…"}
            </Badge>
          </Group>
        </Box>
      </Stack>
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<{
  session: SessionPayload | null;
}> = async ({ req, res }) => {
  const { context, helpers } = await createSsrContext(req, res);
  await helpers.system.health.prefetch();
  return {
    props: {
      session: context.session ? toSessionPayload(context.session) : null,
      trpcState: helpers.dehydrate(),
    },
  };
};
