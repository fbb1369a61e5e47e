import { Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { mediaUrl } from "~/features/submissions/media-url";
import { StatusBadge } from "~/features/submissions/StatusBadge";
import type { RouterOutputs } from "~/lib/trpc";

type Submission = RouterOutputs["submission"]["mine"][number];

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** My submissions with their status, and the moderator's reason when one was rejected. */
export function MySubmissions({ submissions }: { submissions: Submission[] }) {
  return (
    <Stack gap="sm">
      <Title order={2}>My submissions</Title>
      {submissions.length === 0 ? (
        <Text c="dimmed">You have not submitted anything yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {submissions.map((submission) => (
            <Paper component="li" key={submission.id} withBorder radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                {submission.media && (
                  <Image
                    src={mediaUrl(submission.media.id, "thumb")}
                    alt=""
                    w={72}
                    h={72}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                )}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{submission.challenge.title}</Text>
                    <StatusBadge status={submission.status} />
                  </Group>
                  {submission.text && (
                    <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
                      {submission.text}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Submitted {WHEN.format(submission.createdAt)}
                  </Text>
                  {submission.status === "REJECTED" && submission.reason && (
                    <Text size="sm">
                      <strong>Reason:</strong> {submission.reason}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
