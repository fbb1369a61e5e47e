import "@mantine/core/styles/Alert.layer.css";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { bingoCardState } from "~/shared/bingo";
import type { Difficulty } from "~/shared/points";
import { BingoGrid } from "./BingoGrid";
import { CardProgress, CompletedLines } from "./CardProgress";
import { difficultyWord } from "./words";

/** /challenge/fitness/bingo/{difficulty}/{userid}: someone's card, read-only, with their name. */
export function PublicBingoCard({
  difficulty,
  userId,
}: {
  difficulty: Difficulty;
  userId: string;
}) {
  const t = useTranslations("bingo");
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
  const name = owner.name;
  const level = difficultyWord(t, difficulty);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("public.heading", { name, difficulty: level })}</Title>
        <Text>{own ? t("public.own") : t("public.others", { name })}</Text>
      </Stack>
      {own && !owner.publicProfile && (
        <Alert variant="light" color="yellow" maw={736}>
          {t("public.private")}
        </Alert>
      )}
      <CardProgress
        state={state}
        points={data.points}
        label={t("public.progressLabel", { name, difficulty: level })}
      />
      <BingoGrid
        label={t("public.gridLabel", { name, size: card.size })}
        size={card.size}
        cells={card.cells}
        marked={marked}
        lines={state.lines}
      />
      <CompletedLines lines={state.lines} />
      <Group gap="xs">
        <Button component={Link} href={`/challenge/fitness/bingo/${difficulty}`}>
          {t(own ? "public.back" : "public.play")}
        </Button>
      </Group>
    </Stack>
  );
}
