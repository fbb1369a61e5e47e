import { Link } from "~/components/Link";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useLocale, useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerText } from "~/lib/server-text";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { INBOX_KEEP_DAYS } from "~/shared/inbox/rules";
import classes from "./InboxScreen.module.css";
import { clientOnly } from "~/lib/client-only";

type Entry = RouterOutputs["inbox"]["list"]["entries"][number];

// The digest's switch sits below the list and loads after the page is interactive.
const DigestSwitch = clientOnly(() =>
  import("./DigestSwitch").then((module) => module.DigestSwitch),
);

/** Kinds whose detail is a moderator's reason. */
const REASONED = new Set(["CARE_POST_REJECTED", "SUBMISSION_REJECTED"]);

/**
 * /inbox (README "Notification inbox"): my entries of the last 30 days, newest first, unread ones
 * marked; mark one or all read. The bell's count follows at once. Entries are worded in the page's
 * language from their keys (README "Languages"); names, quotes and reasons as written; an entry
 * written before keys keeps its English title.
 */
export function InboxScreen() {
  const t = useTranslations("inbox");
  const word = useServerText();
  const utils = api.useUtils();
  const inbox = api.inbox.list.useQuery();
  const refresh = () => utils.inbox.invalidate();
  const markRead = api.inbox.markRead.useMutation({ onSettled: refresh });
  const markAll = api.inbox.markAllRead.useMutation({ onSettled: refresh });
  const unread = inbox.data?.unread ?? 0;
  const error = markRead.error ?? markAll.error;
  return (
    <div className={plain.stackMd}>
      <div className={`${plain.spread} ${classes.top}`}>
        <p className={plain.text} aria-live="polite">
          {inbox.data
            ? unread === 0
              ? t("allRead")
              : t("unread", { count: unread })
            : t("loading")}
        </p>
        <Button
          variant="light"
          onClick={() => markAll.mutate()}
          disabled={unread === 0}
          loading={markAll.isPending}
        >
          {t("markAll")}
        </Button>
      </div>
      <FormAlert message={error ? word(error.data?.text, error.message) : null} />
      {inbox.data && inbox.data.entries.length === 0 && (
        <div className={`${plain.card} ${classes.empty}`}>
          <p className={plain.text}>{t("empty")}</p>
        </div>
      )}
      {inbox.data && inbox.data.entries.length > 0 && (
        <ul className={classes.list} aria-label={t("list")}>
          {inbox.data.entries.map((entry) => (
            <InboxItem
              key={entry.id}
              entry={entry}
              onRead={() => markRead.mutate({ id: entry.id })}
              pending={markRead.isPending && markRead.variables.id === entry.id}
            />
          ))}
        </ul>
      )}
      <p className={`${plain.small} ${plain.dimmed}`}>{t("kept", { days: INBOX_KEEP_DAYS })}</p>
      <DigestSwitch />
    </div>
  );
}

function InboxItem({ entry, onRead, pending }: { entry: Entry; onRead(): void; pending: boolean }) {
  const t = useTranslations("inbox");
  const word = useServerText();
  const locale = useLocale();
  const title = word(entry.text, entry.title);
  const detail = entry.detailText
    ? word(entry.detailText, entry.detail ?? "")
    : entry.detail && REASONED.has(entry.kind)
      ? t("reason", { reason: entry.detail })
      : entry.detail;
  // Every source's entries can be marked read (an announcement: closed on every device).
  const markable = !entry.read;
  return (
    <li className={classes.item} data-unread={entry.read ? undefined : ""}>
      <div className={plain.heading}>
        <p className={`${plain.text} ${entry.read ? "" : plain.bold}`}>
          {!entry.read && <span className={classes.new}>{t("new")} </span>}
          {title}
        </p>
        {detail && <p className={plain.small}>{detail}</p>}
        <div className={`${plain.spread} ${classes.foot}`}>
          <time
            className={`${plain.small} ${plain.dimmed}`}
            dateTime={entry.createdAt.toISOString()}
          >
            {formatDateTime(entry.createdAt, locale)}
          </time>
          <div className={`${plain.row} ${plain.small}`}>
            {entry.link && (
              <Link
                href={entry.link}
                className={plain.link}
                onClick={markable ? onRead : undefined}
              >
                {t("open")}
              </Link>
            )}
            {markable && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={onRead}
                loading={pending}
                aria-label={t("markReadOf", { title })}
              >
                {t("markRead")}
              </Button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
