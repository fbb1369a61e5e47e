import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { env } from "~/env";
import { api } from "~/lib/trpc";
import { createSsrHelpers } from "~/server/api/ssr";

const AREAS = [
  { name: "Sports and fitness", blurb: "Play the fitness bingo: easy, medium or hard." },
  { name: "Arts", blurb: "Share a sketch, a poem or a photo with the festival." },
  { name: "Sustainability", blurb: "Scan the stations, refill your bottle, earn a certificate." },
  {
    name: "Gratitude and care",
    blurb: "Thank someone or log an act of kindness for the big screen.",
  },
] as const;

export default function HomePage() {
  const health = api.system.health.useQuery();
  return (
    <Container size="lg" py="xl" component="main">
      <Stack gap="lg">
        <Title order={1}>{env.NEXT_PUBLIC_FESTIVAL_NAME} challenges</Title>
        <Text size="lg">
          Four areas, one festival: take part, earn points, see what we do together.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {AREAS.map((area) => (
            <Card
              key={area.name}
              withBorder
              padding="lg"
              component="section"
              aria-label={area.name}
            >
              <Title order={2} size="h3">
                {area.name}
              </Title>
              <Text mt="xs">{area.blurb}</Text>
            </Card>
          ))}
        </SimpleGrid>
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

export const getServerSideProps: GetServerSideProps = async ({ req }) => {
  const helpers = await createSsrHelpers(req);
  await helpers.system.health.prefetch();
  return { props: { trpcState: helpers.dehydrate() } };
};
