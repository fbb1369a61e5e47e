import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { ReportReason } from "~/generated/prisma/enums";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { REPORT_REASON_LABELS, carePostHeading } from "~/server/domain/care";
import { CarePostView } from "./CarePostView";

type FeedItem = RouterOutputs["care"]["feed"]["items"][number];

const REASONS = Object.values(ReportReason);

function isReason(value: string): value is ReportReason {
  return REASONS.some((reason) => reason === value);
}

/**
 * The latest posts on the wall, on the overview: signed-in people can report one (spam,
 * offensive, does not belong); three reports take it off the wall until a moderator looks.
 */
export function WallPosts({ signedIn }: { signedIn: boolean }) {
  const { toast } = useToast();
  const feed = api.care.feed.useQuery({ limit: 12 });
  const [reporting, setReporting] = useState<FeedItem | null>(null);
  const postIds = feed.data?.items.map((post) => post.id) ?? [];
  const viewerState = api.care.wallViewerState.useQuery(
    { postIds },
    { enabled: signedIn && postIds.length > 0 },
  );
  const [reportedNow, setReportedNow] = useState<ReadonlySet<string>>(new Set());
  const own = new Set(viewerState.data?.ownPostIds);
  const reported = new Set([...(viewerState.data?.reportedPostIds ?? []), ...reportedNow]);
  const markReported = (postId: string) => {
    setReportedNow((old) => new Set([...old, postId]));
    setReporting(null);
  };
  const report = api.care.report.useMutation({
    onSuccess: (_, variables) => {
      toast("Thank you: a moderator will take a look");
      markReported(variables.postId);
    },
    onError: (error, variables) => {
      // Reported from another tab or device: nothing more to do here.
      if (error.data?.code === "CONFLICT") {
        toast("You had already reported this post");
        markReported(variables.postId);
      }
    },
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="care-on-the-wall">
      <Title order={2} id="care-on-the-wall">
        On the wall now
      </Title>
      {feed.isPending ? (
        <Loader aria-label="Loading the wall" />
      ) : feed.isError ? (
        <Alert color="red" role="alert">
          The wall could not be loaded: {feed.error.message}
        </Alert>
      ) : feed.data.items.length === 0 ? (
        <Text>Nothing on the wall yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {feed.data.items.map((post) => (
            <Card
              key={post.id}
              component="article"
              withBorder
              padding="sm"
              aria-label={carePostHeading(post)}
            >
              <Stack gap="xs">
                <CarePostView post={post} />
                {viewerState.isSuccess && !own.has(post.id) && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    style={{ alignSelf: "flex-end" }}
                    disabled={reported.has(post.id)}
                    onClick={() => {
                      report.reset();
                      setReporting(post);
                    }}
                  >
                    {reported.has(post.id) ? "Reported" : "Report"}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={reporting !== null}
        onClose={() => setReporting(null)}
        title="Report post"
        centered
      >
        {reporting && (
          <ReportForm
            pending={report.isPending}
            error={report.error?.message ?? null}
            onCancel={() => setReporting(null)}
            onConfirm={(reason) => report.mutate({ postId: reporting.id, reason })}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ReportForm(props: {
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: ReportReason) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) props.onConfirm(reason);
        else setProblem("Choose a reason.");
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="Reason"
          required
          value={reason ?? ""}
          error={problem ?? props.error}
          onChange={(value) => {
            setReason(isReason(value) ? value : null);
            setProblem(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {REASONS.map((value) => (
              <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={props.pending}>
            Report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
