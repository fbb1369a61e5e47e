import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Link } from "~/components/Link";
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

type Challenge = RouterOutputs["challenge"]["list"][number];
type Submission = RouterOutputs["submission"]["mine"][number];

// The submit form (its fields, checks and upload) loads when a person first opens one: most
// visitors only look at the challenges and the gallery.
const SubmitForm = clientOnly(
  () => import("~/features/submissions/SubmitForm").then((module) => module.SubmitForm),
  () => <Skeleton h={240} radius="md" />,
);

/** The part of a button's name only screen readers read: which challenge it is for. */
const hidden = (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>;

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
  let action: ReactNode;
  if (!signedIn)
    action = (
      <Button component={Link} href="/auth/login" size="sm" variant="light">
        {t.rich("signInToSubmit", { title, hidden })}
      </Button>
    );
  else if (open)
    action = (
      <Group gap="xs">
        <Text size="sm">{t("yourSubmission")}</Text>
        <StatusBadge status={open.status} label={statusWords(t, open.status)} />
      </Group>
    );
  else
    action = (
      <Button
        size="sm"
        variant={expanded ? "default" : "filled"}
        disabled={challenge.window !== "open"}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded
          ? t.rich("closeForm", { title, hidden })
          : t.rich("submitYourWork", { title, hidden })}
      </Button>
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${formId}-title`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={`${formId}-title`}>
            {challenge.title}
          </Title>
          <Badge variant="light" color="grape">
            {t("points", { points: challenge.points })}
          </Badge>
        </Group>
        <Text>{challenge.summary}</Text>
        {windowLine && (
          <Text size="sm" c="dimmed">
            {windowLine}
          </Text>
        )}
        <Group>{action}</Group>
        {signedIn && <StatusRegion announcement={announcement} />}
        <Collapse expanded={expanded && !open}>
          <div id={formId}>
            {expanded && !open && (
              <SubmitForm
                challenge={challenge}
                onSubmitted={(messages) => {
                  setExpanded(false);
                  announce(messages);
                }}
              />
            )}
          </div>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/**
 * /challenge/arts: the arts challenges with a submit form each, my submissions with their status,
 * and the gallery of approved works.
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
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t("title")}</Title>
        <Text size="lg">{t("intro")}</Text>
      </Stack>
      <Stack gap="sm">
        <Title order={2}>{t("challengesHeading")}</Title>
        {arts.length === 0 ? (
          <Text c="dimmed">{t("noChallenges")}</Text>
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
      </Stack>
      {user && <MySubmissions submissions={submissions} />}
      <Gallery />
    </Stack>
  );
}
