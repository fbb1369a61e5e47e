import { Badge } from "~/components/plain/Badge";
import { Button } from "~/components/plain/Button";
import { screenReaderOnly } from "~/components/plain/ScreenReaderOnly";
import plain from "~/components/plain/plain.module.css";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { useWindowWords } from "~/features/challenges/words";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { useSession } from "~/lib/session";
import { api, type RouterOutputs } from "~/lib/trpc";
import { Gallery } from "./Gallery";
import { MySubmissions } from "./MySubmissions";
import { statusWords } from "./words";
import { clientOnly } from "~/lib/client-only";
import { ButtonLink } from "~/components/plain/ButtonLink";

type Challenge = RouterOutputs["challenge"]["list"][number];
type Submission = RouterOutputs["submission"]["mine"][number];

// The submit form (its fields, checks and upload) loads when a person first opens one: most
// visitors only look at the challenges and the gallery.
const SubmitForm = clientOnly(
  () => import("~/features/submissions/SubmitForm").then((module) => module.SubmitForm),
  () => <div className={plain.skeleton} style={{ height: 240 }} />,
);

/** One arts challenge: what it asks, what it earns, and my way to submit (or my open entry). */
function ArtsChallenge({
  challenge,
  open,
  signedIn,
}: {
  challenge: Challenge;
  open: Submission | undefined;
  signedIn: boolean;
}) {
  const t = useTranslations("arts");
  const [expanded, setExpanded] = useState(false);
  // The thank-you for a sent work, in the challenge (where the form was), not in a toast.
  const { announcement, announce } = useAnnouncement();
  const windowLine = useWindowWords()(challenge);
  const formId = `submit-${challenge.id}`;
  const title = challenge.title;
  const showForm = expanded && !open;
  let action: ReactNode;
  if (!signedIn)
    action = (
      <ButtonLink href="/auth/login" variant="light">
        {t.rich("signInToSubmit", { title, hidden: screenReaderOnly })}
      </ButtonLink>
    );
  else if (open)
    action = (
      <>
        <p className={plain.small}>{t("yourSubmission")}</p>
        <StatusBadge status={open.status} label={statusWords(t, open.status)} />
      </>
    );
  else
    action = (
      <Button
        variant={expanded ? "default" : "filled"}
        disabled={challenge.window !== "open"}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded
          ? t.rich("closeForm", { title, hidden: screenReaderOnly })
          : t.rich("submitYourWork", { title, hidden: screenReaderOnly })}
      </Button>
    );

  return (
    <section className={plain.card} aria-labelledby={`${formId}-title`}>
      <div className={plain.stackXs}>
        <div className={plain.spread}>
          <h3 className={plain.smallTitle} id={`${formId}-title`}>
            {challenge.title}
          </h3>
          <Badge color="grape">{t("points", { points: challenge.points })}</Badge>
        </div>
        <p className={plain.text}>{challenge.summary}</p>
        {windowLine && <p className={`${plain.small} ${plain.dimmed}`}>{windowLine}</p>}
        <div className={plain.row}>{action}</div>
        {signedIn && <StatusRegion announcement={announcement} />}
        <div id={formId} hidden={!showForm}>
          {showForm && (
            <SubmitForm
              challenge={challenge}
              onSubmitted={(messages) => {
                setExpanded(false);
                announce(messages);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * /challenge/arts: the arts challenges with a submit form each, my submissions with their status,
 * and the gallery of approved works. Plain markup and the plain kit: no Mantine component in the
 * page's first load (the submit form and the gallery's lightbox load when first opened).
 */
export function ArtsArea() {
  const t = useTranslations("arts");
  const { user } = useSession();
  const challenges = api.challenge.list.useQuery();
  const mine = api.submission.mine.useQuery(undefined, { enabled: !!user });
  const arts = (challenges.data ?? []).filter(
    (challenge) => challenge.area === "ARTS" && challenge.kind === "SUBMISSION",
  );
  const submissions = mine.data ?? [];
  const openFor = (challengeId: string) =>
    submissions.find(
      (submission) => submission.challenge.id === challengeId && submission.status !== "REJECTED",
    );

  return (
    <div className={plain.stackXl}>
      <div className={plain.stackXs}>
        <h1 className={plain.title}>{t("title")}</h1>
        <p className={plain.lede}>{t("intro")}</p>
      </div>
      <div className={plain.stackSm}>
        <h2 className={plain.partTitle}>{t("challengesHeading")}</h2>
        {arts.length === 0 ? (
          <p className={`${plain.text} ${plain.dimmed}`}>{t("noChallenges")}</p>
        ) : (
          arts.map((challenge) => (
            <ArtsChallenge
              key={challenge.id}
              challenge={challenge}
              open={openFor(challenge.id)}
              signedIn={!!user}
            />
          ))
        )}
      </div>
      {user && <MySubmissions submissions={submissions} />}
      <Gallery />
    </div>
  );
}
