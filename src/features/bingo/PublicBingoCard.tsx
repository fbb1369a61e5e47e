import "@mantine/core/styles/Alert.layer.css";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { bingoCardState } from "~/shared/bingo";
import type { Difficulty } from "~/shared/points";
import { BingoGrid } from "./BingoGrid";
import { CardProgress, CompletedLines } from "./CardProgress";

/** /challenge/fitness/bingo/{difficulty}/{userid}: someone's card, read-only, with their name. */
export function PublicBingoCard({
  difficulty,
  userId,
}: {
  difficulty: Difficulty;
  userId: string;
}) {
  const { user } = useSession();
  const { data } = api.bingo.getUserCard.useQuery({ difficulty, userId });
  if (!data) return null;
  const { card, owner } = data;
  const marked = new Set(data.markedCellIds);
  const state = bingoCardState(
    card.size,
    card.cells.map((cell) => ({ ...cell, marked: marked.has(cell.id) })),
  );
  const own = user?.id === owner.id;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          {owner.name}’s {difficulty} bingo card
        </Title>
        <Text>
          {own ? "This is how others see your card." : `Only ${owner.name} can mark this card.`}
        </Text>
      </Stack>
      {own && !owner.publicProfile && (
        <Alert variant="light" color="yellow" maw={736}>
          Your profile is private: only you can see this page. Make your profile public in your
          account to share it.
        </Alert>
      )}
      <CardProgress
        state={state}
        points={data.points}
        label={`Progress of ${owner.name}’s ${difficulty} card`}
      />
      <BingoGrid
        label={`${owner.name}’s ${card.size} by ${card.size} card`}
        size={card.size}
        cells={card.cells}
        marked={marked}
        lines={state.lines}
      />
      <CompletedLines lines={state.lines} />
      <Group gap="xs">
        <Button component={Link} href={`/challenge/fitness/bingo/${difficulty}`}>
          {own ? "Back to my card" : "Play your own card"}
        </Button>
      </Group>
    </Stack>
  );
}
