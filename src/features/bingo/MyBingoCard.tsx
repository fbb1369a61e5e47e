import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy, IconInfoCircle, IconLogin } from "@tabler/icons-react";
import Link from "next/link";
import { SignInButtons } from "~/components/SignInButtons";
import { StatusRegion } from "~/components/StatusRegion";
import { WaitNotice } from "~/components/WaitNotice";
import { useOutboxEntries } from "~/lib/offline/use-outbox";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { BINGO_POINTS, type Difficulty } from "~/shared/points";
import { bingoCardState } from "~/shared/bingo";
import { windowRefusal } from "~/shared/challenges";
import { BingoGrid } from "./BingoGrid";
import classes from "./BingoGrid.module.css";
import { CardProgress, CompletedLines } from "./CardProgress";
import { Celebration } from "./Celebration";
import { useToggleCell } from "./useToggleCell";

export function publicCardPath(difficulty: Difficulty, userId: string): string {
  return `/challenge/fitness/bingo/${difficulty}/${userId}`;
}

/** The share link to my public card, and what a private profile means for it. */
function ShareCard({
  difficulty,
  userId,
  publicProfile,
}: {
  difficulty: Difficulty;
  userId: string;
  publicProfile: boolean;
}) {
  const clipboard = useClipboard({ timeout: 1000 });
  const path = publicCardPath(difficulty, userId);
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  return (
    <Paper withBorder p="md" maw={736}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Share your card
        </Title>
        {publicProfile ? (
          <Text size="sm">
            Anyone with the link can see your card and your name; only you can mark it.
          </Text>
        ) : (
          <Text size="sm">
            Your profile is private, so only you can open this link. To share it,{" "}
            <Anchor component={Link} href="/account/personal" underline="always">
              make your profile public
            </Anchor>
            .
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} href={path} variant="default" size="sm">
            Open my public card
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={
              clipboard.copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
            onClick={() => clipboard.copy(url)}
          >
            {clipboard.copied ? "Link copied" : "Copy link"}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /challenge/fitness/bingo/{difficulty}: my card to mark, or for a visitor the card and a prompt
 * to sign in. The data comes server-rendered (getCard), so the card shows without JavaScript.
 */
export function MyBingoCard({ difficulty }: { difficulty: Difficulty }) {
  const { user, ready } = useSession();
  const { data } = api.bingo.getCard.useQuery({ difficulty });
  const { toggle, burst, popLines, saving, wait, announcement } = useToggleCell(difficulty);
  const outbox = useOutboxEntries();
  if (!data) return null;
  const { card, mine } = data;
  const marked = new Set(mine?.markedCellIds ?? []);
  // Taps made without signal, in order, over what the server last said (README "Offline").
  let waitingTaps = 0;
  for (const entry of outbox) {
    const { action } = entry;
    if (entry.state !== "waiting" || entry.userId !== user?.id) continue;
    if (action.kind !== "bingo" || action.difficulty !== difficulty) continue;
    waitingTaps += 1;
    if (action.marked) marked.add(action.cellId);
    else marked.delete(action.cellId);
  }
  const state = bingoCardState(
    card.size,
    card.cells.map((cell) => ({ ...cell, marked: marked.has(cell.id) })),
  );
  const refusal = windowRefusal(card.challenge, new Date());
  const canMark = mine !== null && refusal === null;
  const worth = BINGO_POINTS[difficulty];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{card.challenge.title}</Title>
        <Text>{card.challenge.summary}</Text>
      </Stack>

      {ready && !user && (
        <Alert
          variant="light"
          icon={<IconLogin aria-hidden="true" />}
          title="Sign in to play"
          maw={736}
        >
          <Stack gap="sm">
            <Text size="sm">
              Sign in or create an account to mark the cells you have done and earn points.
            </Text>
            <SignInButtons signInLabel="Sign in to mark cells" size="sm" gap="xs" />
          </Stack>
        </Alert>
      )}
      {refusal && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle aria-hidden="true" />}
          maw={736}
        >
          {refusal}
        </Alert>
      )}

      <Stack gap="xs">
        <CardProgress
          state={state}
          points={mine?.points ?? null}
          label={`Progress of the ${difficulty} card`}
          saving={saving}
        />
        {mine !== null && (
          // Room reserved from the first paint: what is said here never moves the grid.
          <div className={classes.announcements}>
            <WaitNotice message={wait} />
            <StatusRegion announcement={announcement} oneLine testId="bingo-announcement" />
          </div>
        )}
      </Stack>
      <BingoGrid
        label={`${card.challenge.title}: ${card.size} by ${card.size} card`}
        size={card.size}
        cells={card.cells}
        marked={marked}
        lines={state.lines}
        popLines={popLines}
        onToggle={canMark ? (cell, next) => toggle(cell.id, next) : undefined}
      />
      {/* Below the grid, so that it moves nothing while someone plays. */}
      {waitingTaps > 0 && (
        <Text role="status" size="sm" fw={600} maw={736} data-testid="bingo-waiting">
          {waitingTaps === 1 ? "1 tap" : `${waitingTaps} taps`} waiting for signal: sent when your
          phone has signal again.
        </Text>
      )}
      <Text size="sm" c="dimmed" maw={736}>
        {canMark ? "Tap a cell when you have done it; tap it again to undo. " : ""}
        Each cell earns {worth.cell} {worth.cell === 1 ? "point" : "points"}, each row, column or
        diagonal {worth.line} more, and the full card {worth.card}.
      </Text>
      {user && (
        <ShareCard difficulty={difficulty} userId={user.id} publicProfile={user.publicProfile} />
      )}
      {/* Last, so that a new line named here moves nothing on the page. */}
      <CompletedLines lines={state.lines} />
      <Celebration burst={burst} />
    </Stack>
  );
}
