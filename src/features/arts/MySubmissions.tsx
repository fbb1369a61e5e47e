import plain from "~/components/plain/plain.module.css";
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
    <div className={plain.stackSm}>
      <h2 className={plain.partTitle}>{t("mine.heading")}</h2>
      {submissions.length === 0 ? (
        <p className={`${plain.text} ${plain.dimmed}`}>{t("mine.empty")}</p>
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
    </div>
  );
}
