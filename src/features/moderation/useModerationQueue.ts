import { useHotkeys } from "@mantine/hooks";
import { isTRPCClientError } from "@trpc/client";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { serverFieldError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import type { AppRouter } from "~/server/api/root";
import { type ModerationDecideInput } from "~/shared/moderation/inputs";
import { MODERATION_BATCH_MAX, type ModeratedNoun } from "~/shared/moderation/rules";

/** What the queue needs of a row: the rest is the area's. */
export type QueueRow = { id: string; own: boolean; status: ModerationStatus };

export type QueueOptions<Row extends QueueRow> = {
  /** The rows of the page shown, in order. */
  rows: readonly Row[];
  noun: ModeratedNoun;
  /** Sends a decision (the area's `decide` procedure); rejects when the server refuses it. */
  decide(input: ModerationDecideInput): Promise<unknown>;
  /** After a decision went through: say so and reload what shows the items. */
  onDecided(input: ModerationDecideInput, rows: readonly Row[]): void | Promise<void>;
  /** After a refusal: reload the queue, which others may have changed. */
  onRefused?(): void;
  /** Shortcuts wait while something else has the keyboard (an image preview, say). */
  paused?: boolean;
};

/** The server's refusal of a rejection's reason (its English check), shown next to the field. */
export type ReasonProblem = { message: string; field: "reason" } | null;

/**
 * One moderation queue's behaviour, the same for care posts and submissions:
 * - the current row (J next, K previous, a click) and the selection (X, checkboxes), never one's
 *   own items, at most a page;
 * - decisions on the current row (A approve, R reject), the selection or one row's buttons: the
 *   decided rows leave the list at once and come back if the server refuses (with its reason);
 * - rejections ask for a reason first (`rejecting`, see ReasonDialog); one's own item is decided
 *   by another moderator, so a shortcut on it only says so.
 * Its words are the "moderation" messages; a refusal is worded from its key (`useServerText`).
 */
export function useModerationQueue<Row extends QueueRow>(options: QueueOptions<Row>) {
  const t = useTranslations("moderation");
  const word = useServerText();
  const { toast } = useToast();
  // Decided here, waiting for the server: not shown (optimistic), back if it refuses.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  // The rows the reason dialog is about; kept while it closes, so its title stays put.
  const [rejecting, setRejecting] = useState<readonly Row[]>([]);
  const [asking, setAsking] = useState(false);
  const [reasonProblem, setReasonProblem] = useState<ReasonProblem>(null);
  const [inFlight, setInFlight] = useState(0);

  const rows = options.rows.filter((row) => !hidden.has(row.id));
  const current = rows[Math.min(activeIndex, rows.length - 1)] ?? null;
  const selected = rows.filter((row) => selectedIds.has(row.id));
  const isSelectable = (row: Row) => !row.own;

  const showAgain = (ids: readonly string[]) =>
    setHidden((old) => new Set([...old].filter((id) => !ids.includes(id))));

  async function run(input: ModerationDecideInput, decided: readonly Row[]) {
    setHidden((old) => new Set([...old, ...input.ids]));
    setSelectedIds((old) => new Set([...old].filter((id) => !input.ids.includes(id))));
    setInFlight((count) => count + 1);
    try {
      await options.decide(input);
      await options.onDecided(input, decided);
    } catch (error) {
      const refused = isTRPCClientError<AppRouter>(error) ? error : null;
      const reason = refused ? serverFieldError(refused, "reason") : null;
      if (input.decision === "reject" && reason) {
        setRejecting(decided);
        setAsking(true);
        setReasonProblem({ message: reason, field: "reason" });
      } else {
        toast(
          refused
            ? word(refused.data?.text, refused.message)
            : error instanceof Error
              ? error.message
              : t("queue.notThrough"),
          { color: "error" },
        );
      }
      options.onRefused?.();
    } finally {
      // Gone from the reloaded list when decided; back in it when refused.
      showAgain(input.ids);
      setInFlight((count) => count - 1);
    }
  }

  const decidable = (targets: readonly Row[]) => targets.filter(isSelectable);

  const approve = (targets: readonly Row[]) => {
    const chosen = decidable(targets).filter((row) => row.status !== "APPROVED");
    if (chosen.length > 0)
      void run({ ids: chosen.map((row) => row.id), decision: "approve" }, chosen);
  };

  const askReason = (targets: readonly Row[]) => {
    const chosen = decidable(targets).filter((row) => row.status !== "REJECTED");
    if (chosen.length === 0) return;
    setReasonProblem(null);
    setRejecting(chosen);
    setAsking(true);
  };

  const reject = (reason: string) => {
    if (!asking) return;
    const targets = rejecting;
    setAsking(false);
    setReasonProblem(null);
    void run({ ids: targets.map((row) => row.id), decision: "reject", reason }, targets);
  };

  const toggle = (row: Row) => {
    if (!isSelectable(row)) return;
    setSelectedIds((old) => {
      const next = new Set(old);
      if (next.has(row.id)) next.delete(row.id);
      else if (next.size < MODERATION_BATCH_MAX) next.add(row.id);
      return next;
    });
  };

  const move = (step: 1 | -1) =>
    setActiveIndex(
      Math.max(0, Math.min(rows.length - 1, (current ? rows.indexOf(current) : 0) + step)),
    );

  /** A shortcut on one's own item decides nothing: another moderator does. */
  const onCurrent = (act: (row: Row) => void) => () => {
    if (!current) return;
    if (current.own) toast(t("ownItem", { noun: options.noun }), { color: "error" });
    else act(current);
  };

  const idle = !asking && !options.paused;
  const when = (handler: () => void) => () => {
    if (idle) handler();
  };
  useHotkeys([
    ["j", when(() => move(1))],
    ["k", when(() => move(-1))],
    ["a", when(onCurrent((row) => approve([row])))],
    ["r", when(onCurrent((row) => askReason([row])))],
    ["x", when(() => current && toggle(current))],
  ]);

  return {
    /** The rows to show: the page without those just decided. */
    rows,
    current,
    setCurrent: (row: Row) => setActiveIndex(Math.max(0, rows.indexOf(row))),
    selected,
    isSelectable,
    /** From the table's checkboxes ("select every one on this page" included). */
    setSelected: (chosen: readonly Row[]) =>
      setSelectedIds(
        new Set(
          decidable(chosen)
            .slice(0, MODERATION_BATCH_MAX)
            .map((row) => row.id),
        ),
      ),
    clearSelection: () => setSelectedIds(new Set()),
    approve,
    /** Opens the reason dialog for these rows. */
    askReason,
    /** Whether the reason dialog is open, and the rows it is about. */
    asking,
    rejecting,
    reasonProblem,
    reject,
    cancelReject: () => {
      setAsking(false);
      setReasonProblem(null);
    },
    /** Decisions on their way to the server. */
    pending: inFlight > 0,
  };
}

export type ModerationQueueState<Row extends QueueRow> = ReturnType<typeof useModerationQueue<Row>>;
