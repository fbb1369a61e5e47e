import { Stack, Text, Title } from "@mantine/core";
import { useLocale, useTranslations } from "use-intl";
import { ModeratedItem, ModeratedList } from "~/features/moderation/ModeratedItem";
import type { RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { statusWords } from "./words";

type Submission = RouterOutputs["submission"]["mine"][number];

/** My submissions with their status, and the moderator's reason when one was rejected. */
export function MySubmissions({ submissions }: { submissions: Submission[] }) {
  const t = useTranslations("arts");
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Title order={2}>{t("mine.heading")}</Title>
      {submissions.length === 0 ? (
        <Text c="dimmed">{t("mine.empty")}</Text>
      ) : (
        <ModeratedList>
          {submissions.map((submission) => (
            <ModeratedItem
              key={submission.id}
              title={submission.challenge.title}
              status={submission.status}
              statusLabel={statusWords(t, submission.status)}
              text={submission.text}
              sent={t("mine.submitted", { at: formatDateTime(submission.createdAt, locale) })}
              media={submission.media}
              reason={submission.reason}
              reasonLabel={t("mine.reason")}
            />
          ))}
        </ModeratedList>
      )}
    </Stack>
  );
}
