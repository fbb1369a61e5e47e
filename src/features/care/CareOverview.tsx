import { Link } from "~/components/Link";
import { Loading } from "~/components/plain/Loading";
import { Notice } from "~/components/plain/Notice";
import plain from "~/components/plain/plain.module.css";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api, type RouterOutputs } from "~/lib/trpc";
import { hasRole } from "~/shared/roles";
import { StatusBadge } from "~/features/moderation/StatusBadge";
import { formatDateTime } from "~/shared/format";
import { publicName } from "~/shared/public-name";
import classes from "./CareOverview.module.css";
import { CarePostView } from "./CarePostView";
import { statusWords } from "./words";
import { WallPosts } from "./WallPosts";
import userText from "~/components/plain/userText.module.css";
import { ButtonLink } from "~/components/plain/ButtonLink";

const link = (href: string) => {
  const LinkTo = (chunks: ReactNode) => (
    <Link href={href} className={`${plain.link} mantine-focus-auto`}>
      {chunks}
    </Link>
  );
  return LinkTo;
};

/**
 * /challenge/care: what the area is, where to post, and (signed in) my posts with their status.
 * Plain markup and the plain kit (README "First-load weight").
 */
export function CareOverview() {
  const { user, ready } = useSession();
  const t = useTranslations("care");
  return (
    <div className={plain.stackXl}>
      <div className={plain.stackXs}>
        <h1 className={plain.title}>{t("title")}</h1>
        <p className={`${plain.text} ${classes.intro}`}>{t("overview.intro")}</p>
      </div>
      <div className={`${plain.grid} ${classes.actions}`}>
        <ActionCard
          title={t("overview.gratitude.title")}
          text={t("overview.gratitude.text")}
          href="/challenge/care/gratitude"
          label={t("overview.gratitude.action")}
        />
        <ActionCard
          title={t("overview.giving.title")}
          text={t("overview.giving.text")}
          href="/challenge/care/joy-of-giving"
          label={t("overview.giving.action")}
        />
        <ActionCard
          title={t("overview.wall.title")}
          text={t("overview.wall.text")}
          href="/challenge/care/feed"
          label={t("overview.wall.action")}
        />
      </div>
      {user && hasRole(user.role, "MODERATOR") && (
        <p className={plain.text}>
          {t.rich("overview.moderator", { link: link("/challenge/care/moderation") })}
        </p>
      )}
      {user ? (
        <MyPosts author={user} />
      ) : ready ? (
        <Notice color="pink" title={t("overview.yourPosts")}>
          {t.rich("overview.signInToFollow", { link: link("/auth/login") })}
        </Notice>
      ) : null}
      <WallPosts signedIn={user !== null} />
    </div>
  );
}

function ActionCard(props: { title: string; text: string; href: string; label: string }) {
  return (
    <div
      className={`${plain.card} ${classes.action}`}
      data-padding="lg"
      style={{ borderTopColor: "var(--mantine-color-pink-6)" }}
    >
      <div className={plain.heading}>
        <h2 className={plain.smallTitle}>{props.title}</h2>
        <p className={plain.small}>{props.text}</p>
      </div>
      <ButtonLink href={props.href} variant="light">
        {props.label}
      </ButtonLink>
    </div>
  );
}

type MyPost = RouterOutputs["care"]["myPosts"]["posts"][number];

type Author = { name: string; publicProfile: boolean };

function MyPosts({ author }: { author: Author }) {
  const t = useTranslations("care");
  const mine = api.care.myPosts.useQuery();
  if (mine.isPending) return <Loading label={t("mine.loading")} />;
  if (mine.isError)
    return (
      <Notice color="red" role="alert">
        {t("mine.loadFailed", { reason: mine.error.message })}
      </Notice>
    );
  const { posts, counts } = mine.data;
  return (
    <section className={plain.stackMd} aria-labelledby="my-care-posts">
      <div className={`${plain.spread} ${plain.rowWide}`}>
        <h2 className={plain.partTitle} id="my-care-posts">
          {t("mine.heading")}
        </h2>
        <p className={`${plain.small} ${plain.dimmed}`}>
          {t("mine.counts", {
            total: counts.total,
            approved: counts.APPROVED,
            pending: counts.PENDING,
            rejected: counts.REJECTED,
          })}
        </p>
      </div>
      {posts.length === 0 ? (
        <p className={plain.text}>{t("mine.empty")}</p>
      ) : (
        <div className={`${plain.grid} ${classes.posts}`}>
          {posts.map((post) => (
            <MyPostCard key={post.id} post={post} author={author} />
          ))}
        </div>
      )}
    </section>
  );
}

function MyPostCard({ post, author }: { post: MyPost; author: Author }) {
  const t = useTranslations("care");
  const at = formatDateTime(post.createdAt, useLocale());
  return (
    <article
      className={`${plain.card} ${classes.post}`}
      data-padding="sm"
      aria-label={t("mine.postOf", { at })}
    >
      <div className={plain.spread}>
        <StatusBadge status={post.status} label={statusWords(t, post.status)} />
        <p className={`${plain.tiny} ${plain.dimmed}`}>
          {post.anonymous ? t("mine.sentAnonymous", { at }) : t("mine.sent", { at })}
        </p>
      </div>
      {/* Signed as the wall signs it now: by name only with a public profile, not anonymous. */}
      <CarePostView post={{ ...post, authorName: publicName(author, post) }} />
      {post.status === "REJECTED" && post.reason && (
        <p className={`${plain.small} ${userText.userText}`}>
          <span className={plain.bold}>{t("mine.reason")}</span> {post.reason}
        </p>
      )}
    </article>
  );
}
