import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import Link from "next/link";
import type { RouterOutputs } from "~/lib/trpc";
import { useDeferredDialog } from "~/lib/use-deferred-dialog";
import { KIND_LABELS, progressWords, STATUS_LABELS } from "~/shared/challenges";
import { formatPoints } from "~/shared/format";
import { STATUS_COLORS, windowText } from "./labels";

// The details dialog (Modal + the markdown renderer) loads on the first "Details" click.
const loadDetails = () =>
  import("./ChallengeDetailsModal").then((module) => module.ChallengeDetailsModal);

export type CatalogueChallenge = RouterOutputs["challenge"]["list"][number];
export type MyParticipation = RouterOutputs["challenge"]["mine"]["challenges"][number];

/** What a challenge earns, in words: the challenge's own points or the kind's rule. */
function rewardText(challenge: CatalogueChallenge): string {
  switch (challenge.kind) {
    case "BINGO":
      return "Points per cell, line and full card";
    case "STATION_HUNT":
      return "10 points per station";
    case "WATER_BOTTLE":
      return "2 points per bottle";
    case "GRATITUDE":
    case "JOY_OF_GIVING":
      return "3 points per approved post";
    case "SUBMISSION":
      return formatPoints(challenge.points);
  }
}

/**
 * One challenge of the catalogue: what it is, its window, and for a signed-in user their status
 * and a Join button. "Details" opens the full description.
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
  const details = useDeferredDialog(loadDetails);
  const DetailsDialog = details.Dialog;
  const windowLine = windowText(challenge.window, challenge.startsAt, challenge.endsAt);
  const isOpen = challenge.window === "open";

  const action = participation ? null : !signedIn ? (
    <Button component={Link} href="/auth/login" size="xs" variant="light">
      Sign in to join<VisuallyHidden> {challenge.title}</VisuallyHidden>
    </Button>
  ) : (
    <Button size="xs" onClick={() => onJoin(challenge)} loading={joining} disabled={!isOpen}>
      Join<VisuallyHidden> {challenge.title}</VisuallyHidden>
    </Button>
  );

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingOrder} size="h5">
            {challenge.title}
          </Title>
          {participation && (
            <Badge
              color={STATUS_COLORS[participation.status]}
              variant="light"
              style={{ flexShrink: 0 }}
            >
              {STATUS_LABELS[participation.status]}
            </Badge>
          )}
        </Group>
        <Text size="sm">{challenge.summary}</Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray" size="sm">
            {KIND_LABELS[challenge.kind]}
          </Badge>
          <Text size="xs" c="dimmed">
            {rewardText(challenge)} · {challenge.participants} taking part
          </Text>
        </Group>
        {windowLine && (
          <Text size="xs" c={isOpen ? "dimmed" : "red.8"} fw={isOpen ? undefined : 600}>
            {windowLine}
          </Text>
        )}
        {participation?.progress && (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={
                participation.progress.target
                  ? (100 *
                      Math.min(participation.progress.current, participation.progress.target)) /
                    participation.progress.target
                  : 0
              }
              color={STATUS_COLORS[participation.status]}
              aria-label={`Progress in ${challenge.title}`}
              style={{ flex: 1 }}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {progressWords(challenge.kind, participation.progress)} ·{" "}
              {formatPoints(participation.points)}
            </Text>
          </Group>
        )}
        <Group gap="xs" mt={2}>
          {action}
          <Button
            size="xs"
            variant="subtle"
            onClick={details.open}
            aria-busy={details.pending || undefined}
            rightSection={details.pending ? <Loader size={12} aria-hidden="true" /> : undefined}
          >
            Details<VisuallyHidden> about {challenge.title}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
      {DetailsDialog && (
        <DetailsDialog
          opened={details.opened}
          onClose={details.close}
          title={challenge.title}
          summary={challenge.summary}
          description={challenge.description}
          footnote={`${rewardText(challenge)}${windowLine ? ` · ${windowLine}` : ""}`}
          action={action}
        />
      )}
    </Paper>
  );
}
