// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it } from "vitest";
import type { ModerationStatus } from "~/generated/prisma/enums";
import type { ModerationDecideInput } from "~/shared/moderation/inputs";
import { renderWithTheme } from "~/test/render";
import { ModerationQueue } from "./ModerationQueue";

afterEach(cleanup);

type Row = { id: string; own: boolean; status: ModerationStatus; author: string };

const ROWS: Row[] = [
  { id: "p1", own: false, status: "PENDING", author: "Ada" },
  { id: "p2", own: false, status: "PENDING", author: "Bo" },
  { id: "p3", own: true, status: "PENDING", author: "Me" },
  { id: "p4", own: false, status: "PENDING", author: "Cy" },
];

/** A decision the test answers when it wants: `resolve()` or `refuse(error)`. */
function pendingAnswer() {
  let resolve: () => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onRefuse) => {
    resolve = onResolve;
    refuse = onRefuse;
  });
  return { promise, resolve, refuse };
}

/** The queue as a screen shows it, with a server the test plays: decisions are recorded. */
function showQueue(rows: Row[] = ROWS) {
  const sent: ModerationDecideInput[] = [];
  const decided: ModerationDecideInput[] = [];
  const answers: ReturnType<typeof pendingAnswer>[] = [];
  renderWithTheme(
    <>
      <Notifications />
      <ModerationQueue<Row>
        noun="post"
        query={{ data: { rows, total: rows.length }, isFetching: false }}
        paging={{
          page: 1,
          pageSize: 50,
          setPage: () => undefined,
          setPageSize: () => undefined,
          filtered: (change) => change(),
        }}
        columns={[{ accessor: "author", title: "Author" }]}
        describe={(row) => `the post by ${row.author}`}
        emptyText="Nothing waiting"
        decide={(input) => {
          sent.push(input);
          const answer = pendingAnswer();
          answers.push(answer);
          return answer.promise;
        }}
        onDecided={(input) => {
          decided.push(input);
        }}
      />
    </>,
  );
  return { sent, decided, answers };
}

const rowOf = (author: string) => {
  const cell = screen.getByText(author);
  const row = cell.closest("tr");
  if (!row) throw new Error(`no row for ${author}`);
  return row;
};
const currentAuthor = () =>
  document.querySelector("tr[aria-current='true']")?.textContent ?? "(none)";

describe("useModerationQueue in the queue screen", () => {
  it("walks the rows with J and K, and a click makes a row the current one", async () => {
    showQueue();
    expect(currentAuthor()).toContain("Ada");
    await userEvent.keyboard("j");
    expect(currentAuthor()).toContain("Bo");
    await userEvent.keyboard("jjj");
    // The last row stays current at the end of the page.
    expect(currentAuthor()).toContain("Cy");
    await userEvent.keyboard("k");
    expect(currentAuthor()).toContain("Me");
    await userEvent.click(screen.getByText("Ada"));
    expect(currentAuthor()).toContain("Ada");
  });

  it("A approves the current row: it leaves the list at once, the reloaded page has the last word", async () => {
    const server = showQueue();
    await userEvent.keyboard("j");
    await userEvent.keyboard("a");
    expect(server.sent).toEqual([{ ids: ["p2"], decision: "approve" }]);
    // Optimistic: gone before the server answers; the next row is current.
    expect(screen.queryByText("Bo")).toBeNull();
    expect(currentAuthor()).toContain("Me");
    await act(async () => server.answers[0]?.resolve());
    await waitFor(() => expect(server.decided).toHaveLength(1));
    // The reloaded page (here: the same rows, as the test's server did not change them) shows it.
    expect(screen.getByText("Bo")).toBeTruthy();
  });

  it("brings a decided row back and says why when the server refuses", async () => {
    const server = showQueue();
    await userEvent.keyboard("a");
    expect(screen.queryByText("Ada")).toBeNull();
    await act(async () =>
      server.answers[0]?.refuse(new Error("1 of the selected posts were already decided.")),
    );
    expect(await screen.findByText("1 of the selected posts were already decided.")).toBeTruthy();
    expect(screen.getByText("Ada")).toBeTruthy();
    expect(server.decided).toEqual([]);
  });

  it("R asks for a reason first, then rejects with it", async () => {
    const server = showQueue();
    await userEvent.keyboard("r");
    const dialog = await screen.findByRole("dialog", { name: "Reject 1 post" });
    // Shortcuts wait while the dialog is open: typing "a" is text, not an approval.
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Not kind");
    expect(server.sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(server.sent).toEqual([{ ids: ["p1"], decision: "reject", reason: "Not kind" }]);
    expect(screen.queryByText("Ada")).toBeNull();
  });

  it("opens the reason again with the server's words when it refuses the reason", async () => {
    const server = showQueue();
    await userEvent.keyboard("r");
    const dialog = await screen.findByRole("dialog", { name: "Reject 1 post" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "\u200B x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    const refusal = TRPCClientError.from({
      error: {
        message: "Give a reason: the author will read it.",
        code: -32600,
        data: {
          code: "BAD_REQUEST",
          httpStatus: 400,
          fieldErrors: { reason: ["Give a reason: the author will read it."] },
        },
      },
    });
    await act(async () => server.answers[0]?.refuse(refusal));
    const again = await screen.findByRole("dialog", { name: "Reject 1 post" });
    expect(within(again).getByText("Give a reason: the author will read it.")).toBeTruthy();
    expect(screen.getByText("Ada")).toBeTruthy();
  });

  it("never decides one's own item: no buttons, no selection, and a shortcut only says so", async () => {
    const server = showQueue();
    const own = rowOf("Me");
    expect(within(own).getByText("Your own post: another moderator decides.")).toBeTruthy();
    expect(within(own).queryAllByRole("button")).toHaveLength(0);
    expect(within(own).getByRole("checkbox")).toHaveProperty("disabled", true);
    await userEvent.keyboard("jj");
    expect(currentAuthor()).toContain("Me");
    await userEvent.keyboard("a");
    await userEvent.keyboard("r");
    expect(await screen.findAllByText("Your own post: another moderator decides.")).toHaveLength(
      2 + 1,
    );
    expect(server.sent).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("selects with X and the page's checkbox (never one's own), and decides the selection", async () => {
    const server = showQueue();
    await userEvent.keyboard("x");
    expect(screen.getByText("1 post selected")).toBeTruthy();
    await userEvent.keyboard("x");
    expect(screen.getByText("Select rows for bulk actions")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select every post on this page" }));
    expect(screen.getByText("3 posts selected")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Approve selected" }));
    expect(server.sent).toEqual([{ ids: ["p1", "p2", "p4"], decision: "approve" }]);
    expect(screen.queryByText("Ada")).toBeNull();
    expect(screen.getByText("Me")).toBeTruthy();
    expect(screen.getByText("Select rows for bulk actions")).toBeTruthy();
  });

  it("offers to unpublish an approved row and to approve a rejected one", async () => {
    showQueue([
      { id: "a1", own: false, status: "APPROVED", author: "On the wall" },
      { id: "r1", own: false, status: "REJECTED", author: "Turned down" },
    ]);
    const approved = rowOf("On the wall");
    expect(
      within(approved).getByRole("button", { name: "Unpublish the post by On the wall" }),
    ).toBeTruthy();
    expect(within(approved).queryByRole("button", { name: /^Approve/ })).toBeNull();
    const rejected = rowOf("Turned down");
    expect(
      within(rejected).getByRole("button", { name: "Approve the post by Turned down" }),
    ).toBeTruthy();
    expect(within(rejected).queryByRole("button", { name: /^Reject/ })).toBeNull();
    await userEvent.click(within(approved).getByRole("button", { name: /^Unpublish/ }));
    expect(await screen.findByRole("dialog", { name: "Unpublish 1 post" })).toBeTruthy();
  });
});
