import { Notice } from "~/components/plain/Notice";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { bingoCardState } from "~/shared/bingo";
import type { Difficulty } from "~/shared/points";
import { BingoGrid } from "./BingoGrid";
import { CardProgress, CompletedLines } from "./CardProgress";
import { difficultyWord } from "./words";
import { ButtonLink } from "~/components/plain/ButtonLink";

/**
 * /challenge/fitness/bingo/{difficulty}/{userid}: someone's card, read-only, with their name.
 * Plain markup (src/components/plain), as my own card.
 */
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
    <div className={plain.stack}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{t("public.heading", { name, difficulty: level })}</h1>
        <p className={plain.text}>{own ? t("public.own") : t("public.others", { name })}</p>
      </div>
      {own && !owner.publicProfile && (
        <Notice color="yellow" className={plain.narrow}>
          {t("public.private")}
        </Notice>
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
      <div className={plain.row}>
        <ButtonLink href={`/challenge/fitness/bingo/${difficulty}`} variant="filled">
          {t(own ? "public.back" : "public.play")}
        </ButtonLink>
      </div>
    </div>
  );
}
