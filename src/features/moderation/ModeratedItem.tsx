import plain from "~/components/plain/plain.module.css";
import userText from "~/components/plain/userText.module.css";
import type { ReactNode } from "react";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { MediaThumbnail } from "~/features/submissions/MediaThumbnail";
import classes from "./ModeratedItem.module.css";
import { StatusBadge } from "./StatusBadge";

/**
 * One moderated item in a list (my submissions, what waits at the help desk): its thumbnail, what
 * it is, its status, its text, when it was sent, the moderator's reason when rejected, and an
 * action beside it. Screens in two languages pass the status and the reason's label in the page's
 * language (`statusLabel`, `reasonLabel`); without them they read in English.
 */
export function ModeratedItem({
  reasonLabel = "Reason:",
  ...props
}: {
  title: string;
  status: ModerationStatus;
  /** The status in the page's language (StatusBadge's `label`). */
  statusLabel?: string;
  /** "Reason:" in the page's language. */
  reasonLabel?: string;
  text: string | null;
  /** "Submitted 24 Nov 2026, 14:05". */
  sent: string;
  media?: { id: string } | null;
  reason?: string | null;
  action?: ReactNode;
}) {
  return (
    <li className={plain.card} data-padding="sm">
      <div className={classes.item}>
        {props.media && <MediaThumbnail mediaId={props.media.id} side={72} />}
        <div className={`${plain.heading} ${classes.body}`}>
          <div className={plain.spread}>
            <p className={`${plain.text} ${plain.strong}`}>{props.title}</p>
            <StatusBadge status={props.status} label={props.statusLabel} />
          </div>
          {props.text && (
            <p className={`${plain.small} ${plain.clamp} ${classes.text}`}>{props.text}</p>
          )}
          <p className={`${plain.tiny} ${plain.dimmed}`}>{props.sent}</p>
          {props.status === "REJECTED" && props.reason && (
            <p className={`${plain.small} ${userText.userText}`}>
              <strong>{reasonLabel}</strong> {props.reason}
            </p>
          )}
        </div>
        {props.action}
      </div>
    </li>
  );
}

/** A list of ModeratedItem, without bullets. */
export function ModeratedList({ children }: { children: ReactNode }) {
  return <ul className={`${plain.stackXs} ${plain.bareList}`}>{children}</ul>;
}
