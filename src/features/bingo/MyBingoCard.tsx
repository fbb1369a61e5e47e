import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy, IconInfoCircle, IconLogin } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { SignInButtons } from "~/components/SignInButtons";
import { StatusRegion } from "~/components/StatusRegion";
import { WaitNotice } from "~/components/WaitNotice";
import { useOutboxEntries } from "~/lib/offline/use-outbox";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { BINGO_POINTS, type Difficulty } from "~/shared/points";
import { bingoCardState } from "~/shared/bingo";
import { windowState, type ChallengeWindow } from "~/shared/challenges";
import type { Locale } from "~/shared/i18n/locales";
import { BingoGrid } from "./BingoGrid";
import classes from "./BingoGrid.module.css";
import { CardProgress, CompletedLines } from "./CardProgress";
import { useToggleCell } from "./useToggleCell";
import { difficultyWord, windowWords, type BingoWords } from "./words";
import { clientOnly } from "~/lib/client-only";

// The confetti of a completed line or card: it shows only after a tap, so its code and styles load
// after the page's own.
const Celebration = clientOnly(() => import("./Celebration").then((module) => module.Celebration));

/** Why marking is refused now by the challenge's window, or null. */
function windowRefusal(t: BingoWords, locale: Locale, window: ChallengeWindow): string | null {
  const state = windowState(window, new Date());
  if (state === "upcoming" && window.startsAt)
    return windowWords(t, locale, state, window.startsAt);
  if (state === "closed" && window.endsAt) return windowWords(t, locale, state, window.endsAt);
  return null;
}

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
  const t = useTranslations("bingo");
  const clipboard = useClipboard({ timeout: 1000 });
  const path = publicCardPath(difficulty, userId);
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  return (
    <Paper withBorder p="md" maw={736}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("share.heading")}
        </Title>
        {publicProfile ? (
          <Text size="sm">{t("share.public")}</Text>
        ) : (
          <Text size="sm">
            {t.rich("share.private", {
              link: (words) => (
                <Anchor component={Link} href="/account/personal" underline="always">
                  {words}
                </Anchor>
              ),
            })}
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} href={path} variant="default" size="sm">
            {t("share.open")}
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
            {t(clipboard.copied ? "share.copied" : "share.copy")}
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
  const t = useTranslations("bingo");
  const locale = useLocale();
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
  const refusal = windowRefusal(t, locale, card.challenge);
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
          title={t("signIn.title")}
          maw={736}
        >
          <Stack gap="sm">
            <Text size="sm">{t("signIn.text")}</Text>
            <SignInButtons
              signInLabel={t("signIn.button")}
              registerLabel={t("signIn.register")}
              size="sm"
              gap="xs"
            />
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
          label={t("progressLabel", { difficulty: difficultyWord(t, difficulty) })}
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
        label={t("gridLabel", { title: card.challenge.title, size: card.size })}
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
          {t("waiting", { count: waitingTaps })}
        </Text>
      )}
      <Text size="sm" c="dimmed" maw={736}>
        {canMark ? `${t("howToMark")} ` : ""}
        {t("worth", { cell: worth.cell, line: worth.line, card: worth.card })}
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
