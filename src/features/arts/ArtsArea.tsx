import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import Link from "next/link";
import { useState } from "react";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { windowText } from "~/features/challenges/labels";
import { formatPoints } from "~/shared/format";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { SubmitForm } from "~/features/submissions/SubmitForm";
import { useSession } from "~/lib/session";
import { api, type RouterOutputs } from "~/lib/trpc";
import { Gallery } from "./Gallery";
import { MySubmissions } from "./MySubmissions";

type Challenge = RouterOutputs["challenge"]["list"][number];
type Submission = RouterOutputs["submission"]["mine"][number];

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
  const [expanded, setExpanded] = useState(false);
  // The thank-you for a sent work, in the challenge (where the form was), not in a toast.
  const { announcement, announce } = useAnnouncement();
  const windowLine = windowText(challenge.window, challenge.startsAt, challenge.endsAt);
  const formId = `submit-${challenge.id}`;
  let action: React.ReactNode;
  if (!signedIn)
    action = (
      <Button component={Link} href="/auth/login" size="sm" variant="light">
        Sign in to submit<VisuallyHidden> to {challenge.title}</VisuallyHidden>
      </Button>
    );
  else if (open)
    action = (
      <Group gap="xs">
        <Text size="sm">Your submission:</Text>
        <StatusBadge status={open.status} />
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
        {expanded ? "Close" : "Submit your work"}
        <VisuallyHidden> for {challenge.title}</VisuallyHidden>
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
            {formatPoints(challenge.points)}
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
        <Title order={1}>Arts</Title>
        <Text size="lg">
          Share a sketch, a poem or a photo. A moderator looks at every submission; approved works
          join the gallery and earn their points.
        </Text>
      </Stack>
      <Stack gap="sm">
        <Title order={2}>Challenges</Title>
        {arts.length === 0 ? (
          <Text c="dimmed">There are no arts challenges right now.</Text>
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
