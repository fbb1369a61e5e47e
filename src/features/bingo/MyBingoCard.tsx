import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { Notice } from "~/components/plain/Notice";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useLocale, useTranslations } from "use-intl";
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
import { VisitorPrompt } from "./VisitorPrompt";
import { difficultyWord, windowWords, type BingoWords } from "./words";
import { clientOnly } from "~/lib/client-only";
import { ButtonLink } from "~/components/plain/ButtonLink";

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
    <div className={`${plain.card} ${plain.narrow}`}>
      <h2 className={plain.smallTitle}>{t("share.heading")}</h2>
      {publicProfile ? (
        <p className={plain.small}>{t("share.public")}</p>
      ) : (
        <p className={plain.small}>
          {t.rich("share.private", {
            link: (words) => (
              <Link href="/account/personal" className={`${plain.link} mantine-focus-auto`}>
                {words}
              </Link>
            ),
          })}
        </p>
      )}
      <div className={plain.row}>
        <ButtonLink href={path}>{t("share.open")}</ButtonLink>
        <Button
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
      </div>
    </div>
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
    <div className={plain.stack}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{card.challenge.title}</h1>
        <p className={plain.text}>{card.challenge.summary}</p>
      </div>

      {ready && !user && <VisitorPrompt />}
      {refusal && (
        <Notice
          color="yellow"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          className={plain.narrow}
        >
          {refusal}
        </Notice>
      )}

      <div className={plain.stackXs}>
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
      </div>
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
        <p
          role="status"
          className={`${plain.small} ${plain.narrow} ${plain.strong}`}
          data-testid="bingo-waiting"
        >
          {t("waiting", { count: waitingTaps })}
        </p>
      )}
      <p className={`${plain.small} ${plain.narrow} ${plain.dimmed}`}>
        {canMark ? `${t("howToMark")} ` : ""}
        {t("worth", { cell: worth.cell, line: worth.line, card: worth.card })}
      </p>
      {user && (
        <ShareCard difficulty={difficulty} userId={user.id} publicProfile={user.publicProfile} />
      )}
      {/* Last, so that a new line named here moves nothing on the page. */}
      <CompletedLines lines={state.lines} />
      <Celebration burst={burst} />
    </div>
  );
}
