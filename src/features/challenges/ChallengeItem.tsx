import { Badge } from "~/components/plain/Badge";
import { Button } from "~/components/plain/Button";
import { screenReaderOnly } from "~/components/plain/ScreenReaderOnly";
import { ProgressBar } from "~/components/plain/ProgressBar";
import plain from "~/components/plain/plain.module.css";
import { useId } from "react";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import { useDeferredDialog } from "~/lib/use-deferred-dialog";
import classes from "./ChallengeItem.module.css";
import { STATUS_COLORS } from "./labels";
import { kindWords, progressWords, rewardWords, statusWords, useWindowWords } from "./words";
import { progressPercent } from "~/shared/progress";
import { ButtonLink } from "~/components/plain/ButtonLink";

// The details dialog (Modal + the markdown renderer) loads on the first "Details" click.
const loadDetails = () =>
  import("./ChallengeDetailsModal").then((module) => module.ChallengeDetailsModal);

export type CatalogueChallenge = RouterOutputs["challenge"]["list"][number];
export type MyParticipation = RouterOutputs["challenge"]["mine"]["challenges"][number];

/**
 * One challenge of the catalogue: what it is, its window, and for a signed-in user their status
 * and a Join button. "Details" opens the full description. Plain markup and the plain kit (what
 * Mantine's Paper, Badge, Progress and Button drew), so the home page's first load carries no
 * Mantine component (README "First-load weight").
 */
export function ChallengeItem({
  challenge,
  participation,
  signedIn,
  joining,
  onJoin,
  headingOrder = 3,
}: {
  challenge: CatalogueChallenge;
  participation: MyParticipation | null;
  signedIn: boolean;
  joining: boolean;
  onJoin(challenge: CatalogueChallenge): void;
  headingOrder?: 3 | 4;
}) {
  const t = useTranslations("challenges");
  const details = useDeferredDialog(loadDetails);
  const DetailsDialog = details.Dialog;
  const windowLine = useWindowWords()(challenge);
  const isOpen = challenge.window === "open";
  const reward = rewardWords(t, challenge);
  const title = challenge.title;

  const action = participation ? null : !signedIn ? (
    <ButtonLink href="/auth/login" size="xs" variant="light">
      {t.rich("signInToJoin", { title, hidden: screenReaderOnly })}
    </ButtonLink>
  ) : (
    <Button
      size="xs"
      variant="filled"
      loading={joining}
      disabled={!isOpen}
      onClick={() => onJoin(challenge)}
    >
      {t.rich("join", { title, hidden: screenReaderOnly })}
    </Button>
  );
  const Heading = headingOrder === 4 ? "h4" : "h3";
  const headingId = useId();
  const progress = participation?.progress;

  return (
    <article
      className={`${plain.card} ${classes.item}`}
      data-padding="sm"
      aria-labelledby={headingId}
    >
      <div className={classes.head}>
        <Heading className={plain.itemTitle} id={headingId}>
          {challenge.title}
        </Heading>
        {participation && (
          <Badge color={STATUS_COLORS[participation.status]}>
            {statusWords(t, participation.status)}
          </Badge>
        )}
      </div>
      <p className={plain.small}>{challenge.summary}</p>
      <div className={plain.row}>
        <Badge variant="outline" size="sm">
          {kindWords(t, challenge.kind)}
        </Badge>
        <p className={`${plain.tiny} ${plain.dimmed}`}>
          {t("takingPart", { reward, count: challenge.participants })}
        </p>
      </div>
      {windowLine && (
        <p className={`${plain.tiny} ${plain.dimmed}`} data-closed={!isOpen || undefined}>
          {windowLine}
        </p>
      )}
      {progress && participation && (
        <div className={classes.progress}>
          <ProgressBar
            value={progressPercent(progress)}
            color={`${STATUS_COLORS[participation.status]}-filled`}
            label={t("progressIn", { title })}
          />
          <p className={`${plain.tiny} ${plain.dimmed}`}>
            {t("progressLine", {
              progress: progressWords(t, challenge.kind, progress),
              points: participation.points,
            })}
          </p>
        </div>
      )}
      <div className={`${plain.row} ${classes.actions}`}>
        {action}
        <Button size="xs" variant="subtle" busy={details.pending} onClick={details.open}>
          {t.rich("details", { title, hidden: screenReaderOnly })}
        </Button>
      </div>
      {DetailsDialog && (
        <DetailsDialog
          opened={details.opened}
          onClose={details.close}
          title={challenge.title}
          summary={challenge.summary}
          description={challenge.description}
          footnote={windowLine ? t("footnote", { reward, window: windowLine }) : reward}
          action={action}
        />
      )}
    </article>
  );
}
