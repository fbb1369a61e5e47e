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
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/lib/trpc";
import { useDeferredDialog } from "~/lib/use-deferred-dialog";
import { STATUS_COLORS } from "./labels";
import { kindWords, progressWords, rewardWords, statusWords, useWindowWords } from "./words";

// The details dialog (Modal + the markdown renderer) loads on the first "Details" click.
const loadDetails = () =>
  import("./ChallengeDetailsModal").then((module) => module.ChallengeDetailsModal);

export type CatalogueChallenge = RouterOutputs["challenge"]["list"][number];
export type MyParticipation = RouterOutputs["challenge"]["mine"]["challenges"][number];

/** The part of a button's name only screen readers read: which challenge it acts on. */
const hidden = (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>;

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
  const t = useTranslations("challenges");
  const details = useDeferredDialog(loadDetails);
  const DetailsDialog = details.Dialog;
  const windowLine = useWindowWords()(challenge);
  const isOpen = challenge.window === "open";
  const reward = rewardWords(t, challenge);
  const title = challenge.title;

  const action = participation ? null : !signedIn ? (
    <Button component={Link} href="/auth/login" size="xs" variant="light">
      {t.rich("signInToJoin", { title, hidden })}
    </Button>
  ) : (
    <Button size="xs" onClick={() => onJoin(challenge)} loading={joining} disabled={!isOpen}>
      {t.rich("join", { title, hidden })}
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
              {statusWords(t, participation.status)}
            </Badge>
          )}
        </Group>
        <Text size="sm">{challenge.summary}</Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray" size="sm">
            {kindWords(t, challenge.kind)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t("takingPart", { reward, count: challenge.participants })}
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
              aria-label={t("progressIn", { title })}
              style={{ flex: 1 }}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {t("progressLine", {
                progress: progressWords(t, challenge.kind, participation.progress),
                points: participation.points,
              })}
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
            {t.rich("details", { title, hidden })}
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
          footnote={windowLine ? t("footnote", { reward, window: windowLine }) : reward}
          action={action}
        />
      )}
    </Paper>
  );
}
