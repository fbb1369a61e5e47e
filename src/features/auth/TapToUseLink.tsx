import { Link } from "~/components/Link";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { FormAlert } from "~/components/FormAlert";

/** Where to ask for a new link once one is refused. */
export type LinkRetry = { href: string; label: string };

/** A mailed link that can no longer be used: why (unknown, used, expired) and where to ask again. */
export function RefusedLink({ message, retry }: { message: string; retry: LinkRetry }) {
  return (
    <div className={plain.stackMd}>
      <FormAlert message={message} />
      <p className={plain.small}>
        <Link href={retry.href} className={plain.link}>
          {retry.label}
        </Link>
      </p>
    </div>
  );
}

/**
 * The page of a single-use link from a mail (sign in, confirm a new address). The link is used
 * up by a deliberate tap, not by opening the page, so that mail scanners and link previews that
 * fetch it cannot spend it. A link the server refused when the page opened (`refused`), or on the
 * tap, shows why and where to ask for a new one instead of the button.
 */
export function TapToUseLink({
  hint,
  actionLabel,
  retry,
  refused,
  pending,
  error,
  onTap,
}: {
  /** What tapping does, shown until the link is refused. */
  hint: string;
  actionLabel: string;
  retry: LinkRetry;
  /** Why the link cannot be used, found when the page was opened (worded in the page's language). */
  refused: string | null | undefined;
  pending: boolean;
  /** Why the tap was refused, worded in the page's language. */
  error: string | null;
  onTap(): void;
}) {
  const message = error ?? refused;
  if (message) return <RefusedLink message={message} retry={retry} />;
  return (
    <div className={plain.stackMd}>
      <p className={plain.text}>{hint}</p>
      <Button variant="filled" onClick={onTap} loading={pending} fullWidth>
        {actionLabel}
      </Button>
    </div>
  );
}
