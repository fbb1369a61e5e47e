// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { Namespace } from "~/shared/i18n/messages";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { ChallengeForm } from "./ChallengeForm";
import { FaqAdmin } from "./FaqAdmin";
import { UsersAdmin } from "./UsersAdmin";

/**
 * The admin screens in German (README "Languages") against the real API and database (see
 * `openPageApi`): the words, the forms' checks next to their fields, and the server's refusals
 * by key, as the admin pages show them with their namespaces.
 */

/** The namespaces of /admin/challenges and /admin/users (with the shell's, as every page). */
const PAGE: readonly Namespace[] = ["shell", "errors", "admin", "adminShared", "challenges"];

let server: PageApi;
let session: SessionPayload;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
  session = await server.signIn("ADMIN");
});
afterAll(() => server.close());
afterEach(() => {
  server.release();
  cleanup();
});

function renderGerman(ui: ReactNode) {
  // A page of its own per test: its own query cache, as a page load has.
  const Page = api.withTRPC(function Page() {
    return (
      <SessionProvider initial={session}>
        <Notifications />
        {ui}
      </SessionProvider>
    );
  });
  return renderWithTheme(<Page />, { locale: "de", namespaces: PAGE });
}

/** The error shown next to a field (Mantine links it to the input by aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** Picks an option of a Select: its own list (each row's Select has one). */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  const list = await waitFor(() => {
    const found = document.getElementById(select.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("the list did not open");
    return found;
  });
  await userEvent.click(within(list).getByRole("option", { name: option, hidden: true }));
}

describe("the challenge editor in German", () => {
  it("says its checks next to their fields, and the server's refusal of a taken slug", async () => {
    const onDone = vi.fn();
    renderGerman(<ChallengeForm challenge={null} onDone={onDone} />);
    const title = await screen.findByRole("textbox", { name: /^Titel/ });
    expect(screen.getByRole("combobox", { name: /^Bereich/ })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /^Art/ })).toBeTruthy();
    expect(screen.getByRole("switch", { name: /^Veröffentlicht/ })).toBeTruthy();
    expect(
      screen.getByText("Veröffentlichte Challenges stehen sofort auf der Startseite."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();

    await userEvent.type(title, "Ab");
    const points = screen.getByRole("textbox", { name: /^Punkte/ });
    await userEvent.clear(points);
    await userEvent.click(screen.getByRole("button", { name: "Challenge anlegen" }));
    await waitFor(() => expect(errorOf(title)).toContain("Mindestens 3 Zeichen."));
    expect(errorOf(screen.getByRole("textbox", { name: /^Kurzbeschreibung/ }))).toContain(
      "Schreib eine Kurzbeschreibung in einer Zeile.",
    );
    expect(errorOf(points)).toContain("Gib eine Zahl ein.");
    // No English check is left over.
    expect(screen.queryByText(/At least|Write a one-line/)).toBeNull();

    await userEvent.clear(title);
    await userEvent.type(title, "Tonfiguren");
    await userEvent.type(
      screen.getByRole("textbox", { name: /^Kurzbeschreibung/ }),
      "Forme eine Figur.",
    );
    await userEvent.type(points, "12");
    const slug = screen.getByRole("textbox", { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, "refill");
    await userEvent.click(screen.getByRole("button", { name: "Challenge anlegen" }));
    await waitFor(() =>
      expect(errorOf(slug)).toContain("Eine andere Challenge nutzt diesen Slug schon."),
    );
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.clear(slug);
    await userEvent.type(slug, "tonfiguren");
    await userEvent.click(screen.getByRole("button", { name: "Challenge anlegen" }));
    expect(await screen.findByText("„Tonfiguren“ wurde angelegt.")).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(
      await server.prisma.challenge.findUnique({ where: { slug: "tonfiguren" } }),
    ).toMatchObject({ title: "Tonfiguren", points: 12, published: false });
  });
});

describe("the FAQ editor in German", () => {
  it("lists the questions, checks a new one in German and adds it", async () => {
    await server.prisma.faqEntry.create({
      data: { question: "Wann geht es los?", answer: "Um zehn.", position: 10 },
    });
    renderGerman(<FaqAdmin />);
    expect(await screen.findByText("Wann geht es los?", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Reihenfolge" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Frage" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Bearbeiten Frage: Wann geht es los?" }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Neue Frage" }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Frage" });
    expect(within(dialog).getByRole("button", { name: "Dialog schließen" })).toBeTruthy();
    const question = within(dialog).getByRole("textbox", { name: /^Frage/ });
    await userEvent.type(question, "Ab");
    await userEvent.click(within(dialog).getByRole("button", { name: "Frage hinzufügen" }));
    await waitFor(() => expect(errorOf(question)).toContain("Mindestens 3 Zeichen."));
    const answer = within(dialog).getByRole("textbox", { name: /^Antwort/ });
    expect(errorOf(answer)).toContain("Schreib eine Antwort.");
    expect(within(dialog).getByText("Kleinere Zahl zuerst.")).toBeTruthy();

    await userEvent.clear(question);
    await userEvent.type(question, "Gibt es Schatten?");
    await userEvent.type(answer, "Ja, im Zelt.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Frage hinzufügen" }));
    expect(await screen.findByText("Die Frage wurde hinzugefügt.")).toBeTruthy();
    expect(await screen.findByText("Gibt es Schatten?")).toBeTruthy();
    expect(
      await server.prisma.faqEntry.findFirst({ where: { question: "Gibt es Schatten?" } }),
    ).toMatchObject({ answer: "Ja, im Zelt.", position: 20 });
  });
});

describe("users and roles in German", () => {
  it("changes a role after asking, and says the server's refusal in German", async () => {
    const stamp = Date.now();
    const kim = await server.prisma.user.create({
      data: { name: "Kim Keller", email: `kim-${stamp}@festival.test`, role: "PARTICIPANT" },
    });
    const lou = await server.prisma.user.create({
      data: { name: "Lou Lang", email: `lou-${stamp}@festival.test`, role: "PARTICIPANT" },
    });
    renderGerman(<UsersAdmin />);
    expect(await screen.findByText("Kim Keller", {}, { timeout: 15_000 })).toBeTruthy();
    // A sortable column's header is a button (mantine-datatable).
    expect(screen.getByRole("button", { name: /^Rolle/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Profil" })).toBeTruthy();
    expect(screen.getByText("Admin (du)")).toBeTruthy();

    // Kim becomes a moderator, once confirmed.
    await choose(screen.getByRole("combobox", { name: "Rolle von Kim Keller" }), "Moderator/in");
    const confirm = await screen.findByRole("dialog", { name: "Rolle ändern?" });
    expect(confirm.textContent).toContain(
      `Kim Keller (${kim.email}) zur Rolle Moderator/in machen? Die neue Rolle gilt ab der nächsten Anfrage.`,
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Rolle ändern" }));
    expect(await screen.findByText("Kim Keller ist jetzt Moderator/in.")).toBeTruthy();
    expect(await server.prisma.user.findUnique({ where: { id: kim.id } })).toMatchObject({
      role: "MODERATOR",
    });

    // Lou's account is deleted while the table shows it: the server refuses, in German.
    await server.prisma.user.delete({ where: { id: lou.id } });
    await choose(screen.getByRole("combobox", { name: "Rolle von Lou Lang" }), "Admin");
    const again = await screen.findByRole("dialog", { name: "Rolle ändern?" });
    await userEvent.click(within(again).getByRole("button", { name: "Rolle ändern" }));
    expect(await screen.findByText("Diese Person gibt es nicht.")).toBeTruthy();
    expect(screen.queryByText("There is no such user.")).toBeNull();
  });
});
