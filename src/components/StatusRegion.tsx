import { useCallback, useState } from "react";
import classes from "./StatusRegion.module.css";

export type Announcement = { id: number; messages: readonly string[]; tone: "success" | "error" };

/**
 * A screen's announcement region, next to what it announces instead of a toast over it: a polite
 * live region that is there (empty) from the first paint, so screen readers read each new
 * announcement once. `oneLine` keeps each message to one line (cut with "…" on screen, read in
 * full), for a region whose height is reserved around it so that nothing moves when it speaks.
 */
export function StatusRegion({
  announcement,
  oneLine = false,
  testId,
}: {
  announcement: Announcement | null;
  oneLine?: boolean;
  testId?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={oneLine ? `${classes.region} ${classes.oneLine}` : classes.region}
      data-testid={testId}
    >
      {announcement?.messages.map((message, index) => (
        <p
          key={`${announcement.id}-${index}`}
          className={classes.message}
          data-tone={announcement.tone}
        >
          {message}
        </p>
      ))}
    </div>
  );
}

/** The announcement a StatusRegion shows, and `announce` to replace it. */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback(
    (messages: readonly string[], tone: Announcement["tone"] = "success") => {
      if (messages.length > 0) setAnnouncement({ id: Date.now(), messages, tone });
    },
    [],
  );
  return { announcement, announce };
}
