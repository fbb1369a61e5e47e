import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Flex, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import Link from "next/link";
import type { RouterOutputs } from "~/lib/trpc";
import { formatPoints } from "~/shared/format";

type Mine = RouterOutputs["challenge"]["mine"];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={{ base: "lg", sm: "xl" }} fw={800} lh={1.3}>
        {value}
      </Text>
    </Stack>
  );
}

export function rankText(mine: Pick<Mine, "rank" | "rankedUsers">): string {
  return mine.rank === null ? "Not ranked yet" : `#${mine.rank} of ${mine.rankedUsers}`;
}

/** My total points, rank and completed challenges: a band above the catalogue. */
export function MyProgressSummary({ mine, link = true }: { mine: Mine; link?: boolean }) {
  const completed = mine.areas.reduce((sum, area) => sum + area.completed, 0);
  const joined = mine.areas.reduce((sum, area) => sum + area.joined, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="My progress">
      <Flex
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ base: "stretch", sm: "center" }}
        gap="sm"
      >
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing="lg"
          verticalSpacing="sm"
          maw={600}
          style={{ flex: 1 }}
        >
          <Figure label="My points" value={formatPoints(mine.total)} />
          <Figure label="Rank" value={rankText(mine)} />
          <Figure label="Completed" value={`${completed} of ${joined} joined`} />
        </SimpleGrid>
        {link && (
          <Anchor component={Link} href="/participation" fw={600}>
            See all my challenges
          </Anchor>
        )}
      </Flex>
    </Paper>
  );
}
