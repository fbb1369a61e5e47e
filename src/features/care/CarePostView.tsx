import type { CarePostKind, GivingCategory } from "~/generated/prisma/enums";
import { useTranslations } from "use-intl";
import classes from "./CarePostView.module.css";
import { bylineWords, headingWords, kindWords } from "./words";
import userText from "~/components/plain/userText.module.css";

export type WallPost = {
  kind: CarePostKind;
  toName: string | null;
  category: GivingCategory | null;
  message: string;
  /** The name the wall shows: the author's, or "Anonymous" (see publicName). */
  authorName: string;
};

/**
 * A post as it looks on the wall: heading ("Thank you, Sam" / the act's category), the message as
 * plain text, and the name the wall shows, as a card: the feed, the moderation queue and the
 * forms' preview (the big-screen wall draws its own, sized to the screen: CareWall). In the page's
 * language: its pages load the "care" messages. Plain markup (README "First-load weight").
 */
export function CarePostView({ post, headingId }: { post: WallPost; headingId?: string }) {
  const t = useTranslations("care");
  return (
    <div className={classes.post} data-kind={post.kind}>
      <div className={classes.head}>
        <p id={headingId} className={`${classes.heading} ${userText.userText}`}>
          {headingWords(t, post)}
        </p>
        <p className={classes.kind}>{kindWords(t, post.kind)}</p>
      </div>
      <p className={`${classes.message} ${userText.userText}`}>{post.message}</p>
      <p className={`${classes.byline} ${userText.userText}`}>{bylineWords(t, post.authorName)}</p>
    </div>
  );
}
