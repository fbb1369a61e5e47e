import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Kbd,
  Loader,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { CarePostKind } from "~/generated/prisma/enums";
import { useToast } from "~/lib/toast";
import { api, type RouterInputs, type RouterOutputs } from "~/lib/trpc";
import { CARE_BULK_MAX, CARE_KIND_LABELS, REPORT_REASON_LABELS } from "~/server/domain/care";
import { ownItemNotice } from "~/shared/moderation";
import { CarePostView, plainTextStyle } from "./CarePostView";
import { ReasonModal } from "./ReasonModal";

type QueueItem = RouterOutputs["moderation"]["care"]["queue"]["items"][number];
type QueueInput = RouterInputs["moderation"]["care"]["queue"];

const KIND_OPTIONS = [
  { value: "ALL", label: "All kinds" },
  { value: "GRATITUDE", label: "Gratitude notes" },
  { value: "JOY_OF_GIVING", label: "Acts of giving" },
];

function kindFrom(value: string | null): CarePostKind | null {
  return value === "GRATITUDE" || value === "JOY_OF_GIVING" ? value : null;
}

const TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });

/** Keys typed into a field or a dialog are not shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("[role=dialog]")) return true;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit"].includes(target.type);
  return false;
}

/** /challenge/care/moderation: the queue (oldest first) and the posts on the wall. */
export function CareModeration() {
  const [tab, setTab] = useState<string | null>("queue");
  return (
    <Stack gap="lg">
      <Title order={1}>Care moderation</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="queue">Queue</Tabs.Tab>
          <Tabs.Tab value="published">On the wall</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue" pt="md">
          <Queue />
        </Tabs.Panel>
        <Tabs.Panel value="published" pt="md">
          <Published />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type Rejecting = { ids: string[] } | null;

function Queue() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [kind, setKind] = useState<CarePostKind | null>(null);
  const [flagged, setFlagged] = useState(false);
  const input: QueueInput = { kind, flagged, limit: 50 };
  const queue = api.moderation.care.queue.useQuery(input, {
    refetchInterval: 15_000,
    staleTime: 0,
  });
  const items = queue.data?.items ?? [];
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const cardRefs = useRef(new Map<string, HTMLElement>());

  const current = items.find((item) => item.id === currentId) ?? items[0] ?? null;
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  // One's own posts are decided by another moderator: never selected, no buttons, no shortcuts.
  const selectable = items.filter((item) => !item.own).slice(0, CARE_BULK_MAX);

  /** Drops moderated posts from the list at once (the refetch confirms) and moves on. */
  const done = (ids: readonly string[]) => {
    const gone = new Set(ids);
    const index = items.findIndex((item) => item.id === current?.id);
    const rest = items.filter((item) => !gone.has(item.id));
    const next = rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null;
    utils.moderation.care.queue.setData(input, (old) =>
      old
        ? {
            ...old,
            items: old.items.filter((item) => !gone.has(item.id)),
            total: old.total - ids.length,
          }
        : old,
    );
    setSelected((old) => new Set([...old].filter((id) => !gone.has(id))));
    setCurrentId(next?.id ?? null);
    void utils.moderation.care.invalidate();
  };
  const failed = (error: { message: string }) => {
    toast(error.message, { color: "error" });
    void utils.moderation.care.queue.invalidate();
  };

  const approve = api.moderation.care.approve.useMutation({
    onSuccess: (_, variables) => {
      toast("Approved: on the wall within seconds");
      done([variables.postId]);
    },
    onError: failed,
  });
  const bulkApprove = api.moderation.care.bulkApprove.useMutation({
    onSuccess: (result, variables) => {
      toast(`${result.approved} posts approved`);
      done(variables.postIds);
    },
    onError: failed,
  });
  const reject = api.moderation.care.reject.useMutation({
    onSuccess: (_, variables) => {
      toast("Rejected: the author sees your reason");
      setRejecting(null);
      done([variables.postId]);
    },
  });
  const bulkReject = api.moderation.care.bulkReject.useMutation({
    onSuccess: (result, variables) => {
      toast(`${result.rejected} posts rejected`);
      setRejecting(null);
      done(variables.postIds);
    },
  });
  const busy =
    approve.isPending || bulkApprove.isPending || reject.isPending || bulkReject.isPending;

  const focusCard = (id: string) => {
    setCurrentId(id);
    const element = cardRefs.current.get(id);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "nearest" });
  };

  const toggle = (id: string) => {
    if (items.find((item) => item.id === id)?.own) return;
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else if (next.size < CARE_BULK_MAX) next.add(id);
      return next;
    });
  };

  // Shortcuts: the handler reads the latest render's values through a ref, so it is attached once.
  const shortcuts = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    shortcuts.current = (event: KeyboardEvent) => {
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        rejecting ||
        isTypingTarget(event.target)
      )
        return;
      const key = event.key.toLowerCase();
      const index = items.findIndex((item) => item.id === current?.id);
      if (key === "j" || key === "k") {
        const next =
          items[key === "j" ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0)];
        if (next) focusCard(next.id);
      } else if ((key === "a" || key === "r") && current?.own) {
        toast(ownItemNotice("post"), { color: "error" });
      } else if (key === "a" && current && !busy) {
        approve.mutate({ postId: current.id });
      } else if (key === "r" && current && !busy) {
        setRejecting({ ids: [current.id] });
      } else if (key === "x" && current) {
        toggle(current.id);
      } else return;
      event.preventDefault();
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => shortcuts.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const allShown = selectable.length > 0 && selectedIds.length === selectable.length;
  const rejectError = reject.error?.message ?? bulkReject.error?.message ?? null;

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          value={kind ?? "ALL"}
          allowDeselect={false}
          onChange={(value) => setKind(kindFrom(value))}
          w={200}
        />
        <Checkbox
          label="Flagged only"
          checked={flagged}
          onChange={(event) => setFlagged(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Keyboard: <Kbd>A</Kbd> approve · <Kbd>R</Kbd> reject · <Kbd>J</Kbd> next · <Kbd>K</Kbd>{" "}
        previous · <Kbd>X</Kbd> select
      </Text>
      <Group gap="sm" wrap="wrap">
        <Checkbox
          label="Select all shown"
          checked={allShown}
          indeterminate={selectedIds.length > 0 && !allShown}
          disabled={selectable.length === 0}
          onChange={() =>
            setSelected(allShown ? new Set() : new Set(selectable.map((item) => item.id)))
          }
        />
        <Button
          size="compact-md"
          disabled={selectedIds.length === 0 || busy}
          loading={bulkApprove.isPending}
          onClick={() => bulkApprove.mutate({ postIds: selectedIds })}
        >
          Approve selected ({selectedIds.length})
        </Button>
        <Button
          size="compact-md"
          color="red"
          variant="outline"
          disabled={selectedIds.length === 0 || busy}
          onClick={() => setRejecting({ ids: selectedIds })}
        >
          Reject selected ({selectedIds.length})
        </Button>
      </Group>

      {queue.isPending ? (
        <Loader aria-label="Loading the queue" />
      ) : queue.isError ? (
        <Alert color="red" role="alert">
          The queue could not be loaded: {queue.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Text>Nothing waiting: every post has been reviewed.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {queue.data.total} waiting
            {items.length < queue.data.total ? `, oldest ${items.length} shown` : ""}
          </Text>
          {items.map((item) => (
            <QueueCard
              key={item.id}
              item={item}
              current={item.id === current?.id}
              selected={selected.has(item.id)}
              busy={busy}
              register={(element) => {
                if (element) cardRefs.current.set(item.id, element);
                else cardRefs.current.delete(item.id);
              }}
              onFocus={() => setCurrentId(item.id)}
              onToggle={() => toggle(item.id)}
              onApprove={() => approve.mutate({ postId: item.id })}
              onReject={() => setRejecting({ ids: [item.id] })}
            />
          ))}
        </Stack>
      )}
      <ReasonModal
        opened={rejecting !== null}
        title={
          rejecting && rejecting.ids.length > 1
            ? `Reject ${rejecting.ids.length} posts`
            : "Reject post"
        }
        confirmLabel="Reject"
        pending={reject.isPending || bulkReject.isPending}
        error={rejectError}
        onCancel={() => {
          setRejecting(null);
          reject.reset();
          bulkReject.reset();
        }}
        onConfirm={(reason) => {
          if (!rejecting) return;
          const [only] = rejecting.ids;
          if (rejecting.ids.length === 1 && only) reject.mutate({ postId: only, reason });
          else bulkReject.mutate({ postIds: rejecting.ids, reason });
        }}
      />
    </Stack>
  );
}

function QueueCard({
  item,
  register,
  ...props
}: {
  item: QueueItem;
  current: boolean;
  selected: boolean;
  busy: boolean;
  register: (element: HTMLElement | null) => void;
  onFocus: () => void;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Card
      ref={register}
      component="article"
      withBorder
      padding="md"
      tabIndex={-1}
      aria-current={props.current ? "true" : undefined}
      aria-label={`Post by ${item.authorName}`}
      onClick={props.onFocus}
      onFocus={props.onFocus}
      style={{
        outline: props.current ? "3px solid var(--mantine-color-festival-8)" : undefined,
        outlineOffset: 2,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {!item.own && (
              <Checkbox
                aria-label={`Select post by ${item.authorName}`}
                checked={props.selected}
                onChange={props.onToggle}
              />
            )}
            {props.current && (
              <Badge color="festival" variant="filled">
                Current
              </Badge>
            )}
            <Badge variant="light" color="pink">
              {CARE_KIND_LABELS[item.kind]}
            </Badge>
            {item.own && (
              <Badge variant="filled" color="gray.8">
                Your own post
              </Badge>
            )}
            {item.wallName !== item.authorName && (
              <Badge variant="outline" color="gray">
                Anonymous on the wall
              </Badge>
            )}
            {item.filterFlagged && (
              <Badge variant="filled" color="yellow.4">
                Word filter: {item.filterMatches.join(", ") || "flagged"}
              </Badge>
            )}
            {item.reportFlagged && (
              <Badge variant="filled" color="red.9">
                Reported {item.reports.length}×
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            by <span style={plainTextStyle}>{item.authorName}</span> · {TIME.format(item.createdAt)}
          </Text>
        </Group>
        <CarePostView post={{ ...item, authorName: item.wallName }} />
        {item.reports.length > 0 && (
          <Text size="sm">
            Reports: {item.reports.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")}
          </Text>
        )}
        {item.own ? (
          <Text size="sm" fw={500}>
            {ownItemNotice("post")}
          </Text>
        ) : (
          <Group gap="sm">
            <Button disabled={props.busy} onClick={props.onApprove}>
              Approve
            </Button>
            <Button color="red" variant="outline" disabled={props.busy} onClick={props.onReject}>
              Reject
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Published() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const published = api.moderation.care.published.useQuery({ limit: 50 }, { staleTime: 0 });
  const [unpublishing, setUnpublishing] = useState<string | null>(null);
  const unpublish = api.moderation.care.unpublish.useMutation({
    onSuccess: async () => {
      toast("Unpublished: off the wall within seconds");
      setUnpublishing(null);
      await utils.moderation.care.invalidate();
    },
  });
  if (published.isPending) return <Loader aria-label="Loading the posts on the wall" />;
  if (published.isError)
    return (
      <Alert color="red" role="alert">
        The posts could not be loaded: {published.error.message}
      </Alert>
    );
  const { items, total } = published.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {total} on the wall{items.length < total ? `, newest ${items.length} shown` : ""}
      </Text>
      {items.length === 0 && <Text>Nothing on the wall yet.</Text>}
      {items.map((item) => (
        <Card
          key={item.id}
          component="article"
          withBorder
          padding="md"
          aria-label={`Post by ${item.authorName}`}
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              by <span style={plainTextStyle}>{item.authorName}</span>
              {item.wallName !== item.authorName ? " (anonymous on the wall)" : ""} ·{" "}
              {item.publishedAt ? `published ${TIME.format(item.publishedAt)}` : ""}
            </Text>
            <CarePostView post={{ ...item, authorName: item.wallName }} />
            {item.own ? (
              <Text size="sm" fw={500}>
                {ownItemNotice("post")}
              </Text>
            ) : (
              <Button
                color="red"
                variant="outline"
                style={{ alignSelf: "flex-start" }}
                onClick={() => setUnpublishing(item.id)}
              >
                Unpublish
              </Button>
            )}
          </Stack>
        </Card>
      ))}
      <ReasonModal
        opened={unpublishing !== null}
        title="Unpublish post"
        confirmLabel="Unpublish"
        pending={unpublish.isPending}
        error={unpublish.error?.message ?? null}
        onCancel={() => {
          setUnpublishing(null);
          unpublish.reset();
        }}
        onConfirm={(reason) => {
          if (unpublishing) unpublish.mutate({ postId: unpublishing, reason });
        }}
      />
    </Stack>
  );
}
