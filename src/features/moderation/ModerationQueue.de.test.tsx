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

/**
 * The moderation queue in German (README "Languages"): its own words, the reason dialog's, the
 * reason's check and a refusal by key, as a page that loads only the queues' namespaces shows
 * them. The behaviour itself is useModerationQueue.test.tsx's.
 */

afterEach(cleanup);

type Row = { id: string; own: boolean; status: ModerationStatus; author: string };

const ROWS: Row[] = [
  { id: "p1", own: false, status: "PENDING", author: "Ada" },
  { id: "p2", own: true, status: "PENDING", author: "Ich" },
  { id: "p3", own: false, status: "APPROVED", author: "Bo" },
];

/** A refusal as tRPC brings it: its English words, and (maybe) its field and message key. */
function refusalOf(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, ...data } },
  });
}

function showGermanQueue() {
  const sent: ModerationDecideInput[] = [];
  const answers: { resolve(): void; refuse(error: unknown): void }[] = [];
  renderWithTheme(
    <>
      <Notifications />
      <ModerationQueue<Row>
        noun="post"
        query={{ data: { rows: ROWS, total: ROWS.length }, isFetching: false }}
        paging={{
          page: 1,
          pageSize: 50,
          setPage: () => undefined,
          setPageSize: () => undefined,
          filtered: (change) => change(),
        }}
        columns={[{ accessor: "author", title: "Autor/in" }]}
        describe={(row) => `Beitrag von ${row.author}`}
        emptyText="Nichts offen"
        decide={(input) => {
          sent.push(input);
          return new Promise<void>((resolve, refuse) => answers.push({ resolve, refuse }));
        }}
        onDecided={() => undefined}
      />
    </>,
    { locale: "de", namespaces: ["moderation", "reasonDialog"] },
  );
  return { sent, answers };
}

const rowOf = (author: string) => {
  const row = screen.getByText(author).closest("tr");
  if (!row) throw new Error(`no row for ${author}`);
  return row;
};

describe("the moderation queue in German", () => {
  it("words the keyboard line, the selection, the columns and each row's decision", async () => {
    showGermanQueue();
    expect(screen.getByText(/^Tastatur:/).textContent).toBe(
      "Tastatur: A freigeben · R ablehnen · J nächste · K vorige · X auswählen",
    );
    expect(screen.getByText("Wähle Zeilen aus, um mehrere auf einmal zu entscheiden")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Auswahl freigeben" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Auswahl ablehnen" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Entscheidung" })).toBeTruthy();
    expect(screen.getByText("Aktuell")).toBeTruthy();
    const ada = rowOf("Ada");
    expect(within(ada).getByRole("button", { name: "Freigeben (Beitrag von Ada)" })).toBeTruthy();
    expect(within(ada).getByRole("button", { name: "Ablehnen (Beitrag von Ada)" })).toBeTruthy();
    expect(within(ada).getByRole("checkbox", { name: "Beitrag von Ada auswählen" })).toBeTruthy();
    expect(
      within(rowOf("Bo")).getByRole("button", { name: "Zurückziehen (Beitrag von Bo)" }),
    ).toBeTruthy();
    const own = rowOf("Ich");
    expect(
      within(own).getByText(
        "Dein eigener Beitrag: Darüber entscheidet jemand anderes aus der Moderation.",
      ),
    ).toBeTruthy();
    expect(within(own).queryAllByRole("button")).toHaveLength(0);
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Alle Beiträge auf dieser Seite auswählen" }),
    );
    expect(screen.getByText("2 Beiträge ausgewählt")).toBeTruthy();
    expect(screen.getByText("1–3 von 3")).toBeTruthy();
    expect(screen.getByText("Einträge pro Seite")).toBeTruthy();
  });

  it("approves a row with its button", async () => {
    const server = showGermanQueue();
    await userEvent.click(screen.getByRole("button", { name: "Freigeben (Beitrag von Ada)" }));
    expect(server.sent).toEqual([{ ids: ["p1"], decision: "approve" }]);
    expect(screen.queryByText("Ada")).toBeNull();
  });

  it("rejects with a reason: the dialog in German checks it is there, then sends it", async () => {
    const server = showGermanQueue();
    await userEvent.click(screen.getByRole("button", { name: "Ablehnen (Beitrag von Ada)" }));
    const dialog = await screen.findByRole("dialog", { name: "1 Beitrag ablehnen" });
    expect(
      within(dialog).getByText("Wer den Beitrag geschrieben hat, sieht das neben dem Beitrag."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    expect(within(dialog).getByText("Gib eine Begründung an.")).toBeTruthy();
    expect(server.sent).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /^Begründung/ }),
      "Bitte ohne Markennamen",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    expect(server.sent).toEqual([
      { ids: ["p1"], decision: "reject", reason: "Bitte ohne Markennamen" },
    ]);
  });

  it("shows the server's check of the reason in German, next to the field", async () => {
    const server = showGermanQueue();
    await userEvent.click(screen.getByRole("button", { name: "Ablehnen (Beitrag von Ada)" }));
    const dialog = await screen.findByRole("dialog", { name: "1 Beitrag ablehnen" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Begründung/ }), "\u200B x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    const english = "Give a reason: the author will read it.";
    await act(async () =>
      server.answers[0]?.refuse(refusalOf(english, { fieldErrors: { reason: [english] } })),
    );
    const again = await screen.findByRole("dialog", { name: "1 Beitrag ablehnen" });
    expect(
      within(again).getByText("Gib eine Begründung an: Die Person bekommt sie zu lesen."),
    ).toBeTruthy();
    expect(screen.queryByText(english)).toBeNull();
  });

  it("words a refusal by its key, and unpublishing in the dialog's title and button", async () => {
    const server = showGermanQueue();
    await userEvent.click(screen.getByRole("button", { name: "Zurückziehen (Beitrag von Bo)" }));
    const dialog = await screen.findByRole("dialog", { name: "1 Beitrag zurückziehen" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Begründung/ }), "Doppelt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zurückziehen" }));
    await act(async () =>
      server.answers[0]?.refuse(
        refusalOf("This post was already rejected.", {
          code: "CONFLICT",
          text: { key: "moderation.server.alreadyRejected", values: { noun: "post" } },
        }),
      ),
    );
    expect(await screen.findByText("Dieser Beitrag wurde schon abgelehnt.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Bo")).toBeTruthy());
  });

  it("a shortcut on one's own post only says who decides, in German", async () => {
    const server = showGermanQueue();
    await userEvent.click(screen.getByText("Ich"));
    await userEvent.keyboard("a");
    expect(
      await screen.findAllByText(
        "Dein eigener Beitrag: Darüber entscheidet jemand anderes aus der Moderation.",
      ),
    ).toHaveLength(2);
    expect(server.sent).toEqual([]);
  });
});
