import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useAnnouncement } from "~/components/StatusRegion";
import { useAchievementMessage } from "~/features/achievements/achievement-message";
import { retryAfterOf, useRetryWait, type ServerError } from "~/lib/forms";
import { isNetworkFailure } from "~/lib/offline/network";
import { queueOffline } from "~/lib/offline/queue";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import { api, isApiError, type RouterOutputs } from "~/lib/trpc";
import { wireText } from "~/shared/i18n/server-text";
import type { Difficulty } from "~/shared/points";
import type { Burst } from "./Celebration";
import { lineLabels, windowWords } from "./words";

type CardData = RouterOutputs["bingo"]["getCard"];
type Toggled = RouterOutputs["bingo"]["toggleCell"];

function withCell(data: CardData | undefined, cellId: string, marked: boolean) {
  if (!data?.mine) return data;
  const others = data.mine.markedCellIds.filter((id) => id !== cellId);
  return {
    ...data,
    mine: { ...data.mine, markedCellIds: marked ? [...others, cellId] : others },
  };
}

const CELEBRATION_MS = 1800;

/**
 * Marking cells of my card: the cell changes at once (optimistic) and goes back if the server
 * refuses (too many taps in a short time: `wait` says how long). Without signal the tap is kept
 * in the outbox and sent later (README "Offline"). Taps are sent one after another, so the server sees them in the order they were made
 * and the last tap wins; once none is left in flight the card is refetched, so what the page
 * shows is what the server holds. New lines and a full card get a celebration; they, the
 * achievements they earn and failures are said in the card's status region (`announcement`, room
 * reserved above the grid), not in toasts that would cover the card.
 */
export function useToggleCell(difficulty: Difficulty) {
  const utils = api.useUtils();
  const t = useTranslations("bingo");
  const achievementMessage = useAchievementMessage();
  const locale = useLocale();
  const serverText = useServerText();
  // A refusal by the challenge's window carries its date as an ISO string: worded with the
  // date in the page's language; any other refusal by key as useServerText words it.
  const word = useCallback(
    (text: unknown, words: string): string => {
      const found = wireText(text);
      if (!found) return words;
      const date = found.values?.date;
      if (typeof date !== "string" || Number.isNaN(Date.parse(date)))
        return serverText(text, words);
      if (found.key === "bingo.window.closed")
        return windowWords(t, locale, "closed", new Date(date));
      if (found.key === "bingo.window.upcoming")
        return windowWords(t, locale, "upcoming", new Date(date));
      return serverText(text, words);
    },
    [locale, serverText, t],
  );
  const { announcement, announce } = useAnnouncement();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);
  const [burst, setBurst] = useState<Burst | null>(null);
  const [saving, setSaving] = useState(false);
  const [popLines, setPopLines] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<ServerError>(null);
  const wait = useRetryWait(refusal, word);

  useEffect(() => {
    if (!burst) return;
    const timer = setTimeout(() => setBurst(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [burst]);

  const celebrate = useCallback(
    (result: Toggled) => {
      const messages: string[] = [];
      if (result.newFullCard) {
        setBurst({ id: Date.now(), kind: "card" });
        messages.push(t("announce.fullCard", { points: result.pointsChange }));
      } else if (result.newLines.length > 0) {
        setBurst({ id: Date.now(), kind: "line" });
        messages.push(
          t("announce.lines", {
            count: result.newLines.length,
            names: lineLabels(t, result.newLines),
            points: result.pointsChange,
          }),
        );
      }
      if (result.newLines.length > 0) setPopLines(result.newLines);
      // Quick taps replace the announcement instead of piling them up.
      announce([...messages, ...result.achievements.map(achievementMessage)]);
    },
    [announce, t, achievementMessage],
  );

  const toggle = useCallback(
    (cellId: string, marked: boolean) => {
      const input = { difficulty };
      void utils.bingo.getCard.cancel(input);
      utils.bingo.getCard.setData(input, (data) => withCell(data, cellId, marked));
      inFlight.current += 1;
      setSaving(true);
      queue.current = queue.current
        .then(() => utils.client.bingo.toggleCell.mutate({ difficulty, cellId, marked }))
        .then(
          (result) => {
            if (inFlight.current === 1)
              utils.bingo.getCard.setData(input, (data) =>
                data?.mine
                  ? {
                      ...data,
                      mine: { markedCellIds: result.markedCellIds, points: result.points },
                    }
                  : data,
              );
            celebrate(result);
          },
          async (error: unknown) => {
            // No signal: the tap is kept on the phone and sent later; the cell stays as tapped
            // (MyBingoCard shows it from the outbox, "waiting for signal").
            if (isNetworkFailure(error) && userId) {
              const kept = await queueOffline(userId, {
                kind: "bingo",
                difficulty,
                cellId,
                marked,
              }).then(
                () => true,
                () => false,
              );
              if (kept) return;
            }
            utils.bingo.getCard.setData(input, (data) => withCell(data, cellId, !marked));
            // Tapping too fast: the card says how long to wait (next to it, not in a toast).
            if (isApiError(error) && retryAfterOf(error) !== null) setRefusal(error);
            else
              announce(
                [
                  isApiError(error)
                    ? word(error.data?.text, error.message)
                    : error instanceof Error
                      ? error.message
                      : t("announce.failed"),
                ],
                "error",
              );
          },
        )
        .finally(() => {
          inFlight.current -= 1;
          if (inFlight.current > 0) return;
          setSaving(false);
          void Promise.all([
            utils.bingo.getCard.invalidate(input),
            utils.challenge.mine.invalidate(),
            utils.achievement.list.invalidate(),
          ]);
        });
    },
    [announce, celebrate, difficulty, utils, userId, t, word],
  );

  return { toggle, burst, popLines, saving, wait, announcement };
}
