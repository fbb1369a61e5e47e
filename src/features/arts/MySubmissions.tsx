import { Stack, Text, Title } from "@mantine/core";
import { ModeratedItem, ModeratedList } from "~/features/moderation/ModeratedItem";
import type { RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";

type Submission = RouterOutputs["submission"]["mine"][number];

/** My submissions with their status, and the moderator's reason when one was rejected. */
export function MySubmissions({ submissions }: { submissions: Submission[] }) {
  return (
    <Stack gap="sm">
      <Title order={2}>My submissions</Title>
      {submissions.length === 0 ? (
        <Text c="dimmed">You have not submitted anything yet.</Text>
      ) : (
        <ModeratedList>
          {submissions.map((submission) => (
            <ModeratedItem
              key={submission.id}
              title={submission.challenge.title}
              status={submission.status}
              text={submission.text}
              sent={`Submitted ${formatDateTime(submission.createdAt)}`}
              media={submission.media}
              reason={submission.reason}
            />
          ))}
        </ModeratedList>
      )}
    </Stack>
  );
}
