import { useState } from "react";
import { Loading } from "~/components/plain/Loading";
import { Notice } from "~/components/plain/Notice";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { useRetryWait } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import classes from "./CareOverview.module.css";
import { CarePostView } from "./CarePostView";
import { headingWords } from "./words";
import { clientOnly } from "~/lib/client-only";

type FeedItem = RouterOutputs["care"]["feed"]["items"][number];

/** The latest posts the overview shows (prefetched by its page). */
export const OVERVIEW_WALL = { limit: 12 };

// Most visitors never report: the dialog (Modal, radios) loads on the first click.
const ReportPostDialog = clientOnly(() =>
  import("./ReportPostDialog").then((module) => module.ReportPostDialog),
);

/**
 * The latest posts on the wall, on the overview: signed-in people can report one (spam,
 * offensive, does not belong); three reports take it off the wall until a moderator looks.
 */
export function WallPosts({ signedIn }: { signedIn: boolean }) {
  const { toast } = useToast();
  const t = useTranslations("care");
  const feed = api.care.feed.useQuery(OVERVIEW_WALL);
  const [reporting, setReporting] = useState<FeedItem | null>(null);
  // Loaded at the first "Report", then kept so that closing returns focus to the button.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const postIds = feed.data?.items.map((post) => post.id) ?? [];
  const viewerState = api.care.wallViewerState.useQuery(
    { postIds },
    { enabled: signedIn && postIds.length > 0 },
  );
  const utils = api.useUtils();
  const own = new Set(viewerState.data?.ownPostIds);
  const reported = new Set(viewerState.data?.reportedPostIds);
  const markReported = (postId: string) => {
    utils.care.wallViewerState.setData({ postIds }, (old) =>
      old ? { ...old, reportedPostIds: [...old.reportedPostIds, postId] } : old,
    );
    setReporting(null);
  };
  const report = api.care.report.useMutation({
    onSuccess: (_, variables) => {
      toast(t("wall.reportThanks"));
      markReported(variables.postId);
    },
    onError: (error, variables) => {
      // Reported from another tab or device: nothing more to do here.
      if (error.data?.code === "CONFLICT") {
        toast(t("wall.alreadyReported"));
        markReported(variables.postId);
      }
    },
  });

  // Too many reports in a short time: the wait shows next to the dialog's "Report" button.
  const wait = useRetryWait(report.error);

  return (
    <section className={plain.stackMd} aria-labelledby="care-on-the-wall">
      <h2 className={plain.partTitle} id="care-on-the-wall">
        {t("wall.heading")}
      </h2>
      {feed.isPending ? (
        <Loading label={t("wall.loading")} />
      ) : feed.isError ? (
        <Notice color="red" role="alert">
          {t("wall.loadFailed", { reason: feed.error.message })}
        </Notice>
      ) : feed.data.items.length === 0 ? (
        <p className={plain.text}>{t("wall.empty")}</p>
      ) : (
        <div className={`${plain.grid} ${classes.posts}`}>
          {feed.data.items.map((post) => (
            <article
              key={post.id}
              className={`${plain.card} ${classes.post}`}
              data-padding="sm"
              aria-label={headingWords(t, post)}
            >
              <CarePostView post={post} />
              {viewerState.isSuccess && !own.has(post.id) && (
                <Button
                  className={classes.report}
                  size="compact-sm"
                  disabled={reported.has(post.id)}
                  onClick={() => {
                    report.reset();
                    setDialogLoaded(true);
                    setReporting(post);
                  }}
                >
                  {reported.has(post.id) ? t("wall.reported") : t("wall.report")}
                </Button>
              )}
            </article>
          ))}
        </div>
      )}
      {dialogLoaded && (
        <ReportPostDialog
          opened={reporting !== null}
          pending={report.isPending}
          error={report.error}
          wait={wait}
          onClose={() => setReporting(null)}
          onConfirm={(reason) => reporting && report.mutate({ postId: reporting.id, reason })}
        />
      )}
    </section>
  );
}
