// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { SHARED_NAMESPACES } from "~/shared/i18n/messages";
import { api } from "~/lib/trpc";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { PersonSearch } from "./HelpDesk";
import { PersonPanel } from "./PersonPanel";

/**
 * The help desk in German (README "Languages") against the real API and database (see
 * `openPageApi`): finding a person, their panel, approving what waits and mailing a sign-in link.
 */

// This process is the browser (happy-dom), where the server's environment (the festival's
// languages) is out of reach: the mail goes in the desk's language, as the real server would for
// a person without a stored choice.
vi.mock(import("~/server/i18n/locale"), async (original) => ({
  ...(await original()),
  mailRecipient: (person: { email: string; name: string }, locale: "en" | "de" | null) => ({
    email: person.email,
    name: person.name,
    locale: locale ?? "en",
  }),
}));

let server: PageApi;
let session: SessionPayload;
let person: { id: string; email: string };
let postId: string;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
});
afterAll(() => server.close());
beforeEach(async () => {
  session = await server.signIn("MODERATOR");
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = await server.prisma.user.create({
    data: { name: `Greta Gast ${suffix}`, email: `greta-${suffix}@festival.test` },
  });
  person = { id: user.id, email: user.email };
  const poem = await server.prisma.challenge.findFirstOrThrow({
    where: { slug: "poem-of-the-day" },
    select: { id: true },
  });
  await server.prisma.submission.create({
    data: {
      userId: user.id,
      challengeId: poem.id,
      text: "Laternen am See",
      openKey: `${user.id}:${poem.id}`,
    },
  });
  const post = await server.prisma.carePost.create({
    data: { userId: user.id, kind: "GRATITUDE", message: "Danke für den Tee" },
  });
  postId = post.id;
});
afterEach(cleanup);

/** Whom the search opened. */
const opened = vi.fn<(id: string) => void>();

const Search = api.withTRPC(function Search() {
  return (
    <SessionProvider initial={session}>
      <PersonSearch onOpen={(found) => opened(found.id)} />
    </SessionProvider>
  );
});

const Panel = api.withTRPC(function Panel() {
  return (
    <SessionProvider initial={session}>
      <Notifications />
      <PersonPanel userId={person.id} onClose={() => undefined} />
    </SessionProvider>
  );
});

/** The answers of a busy test machine: a real database behind each request. */
const SLOW = { timeout: 15_000 };

/** As the desk's page loads them: the shared ones (the areas' names), its own, the moderators'. */
const GERMAN = {
  locale: "de",
  namespaces: [...SHARED_NAMESPACES, "helpDesk", "moderation", "refills", "teams"],
} as const;

describe("the help desk in German", () => {
  it("finds the person by name and opens them", async () => {
    renderWithTheme(<Search />, GERMAN);
    const field = screen.getByRole("textbox", { name: /^Person finden/ });
    expect(field.getAttribute("placeholder")).toBe("Name oder E-Mail");
    expect(
      screen.getByText("Mindestens 2 Buchstaben des Namens oder der E-Mail-Adresse."),
    ).toBeTruthy();
    const name = (await server.prisma.user.findUniqueOrThrow({ where: { id: person.id } })).name;
    await userEvent.type(field, name);
    expect(await screen.findByText("1 Person gefunden", undefined, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: `Öffnen (${name})` }));
    expect(opened).toHaveBeenCalledWith(person.id);
  });

  it("shows the person's panel, approves what waits and mails a sign-in link", async () => {
    renderWithTheme(<Panel />, GERMAN);
    const waiting = await screen.findByRole(
      "heading",
      { level: 3, name: "Wartet auf eine Entscheidung" },
      SLOW,
    );
    expect(waiting).toBeTruthy();
    expect(screen.getByText(`${person.email} · Teilnehmer/in · Privates Profil`)).toBeTruthy();
    for (const heading of ["Punkte", "Challenges", "Erfolge", "Trinkflaschen"])
      expect(screen.getByRole("heading", { level: 3, name: heading })).toBeTruthy();
    expect(screen.getByText("Gesamt")).toBeTruthy();
    expect(screen.getAllByText("0 Punkte").length).toBeGreaterThan(1);
    expect(screen.getByText("Noch keine Erfolge.")).toBeTruthy();
    const submission = screen.getByText("Einreichung: Poem of the day").closest("li");
    const post = screen.getByText("Dankesnotiz").closest("li");
    if (!submission || !post) throw new Error("the waiting items are list items");
    expect(within(submission).getByText("In Prüfung")).toBeTruthy();
    expect(within(post).getByText("In Prüfung")).toBeTruthy();
    expect(
      within(submission).getByRole("button", {
        name: "Freigeben (Einreichung zu Poem of the day)",
      }),
    ).toBeTruthy();

    await userEvent.click(within(post).getByRole("button", { name: /^Freigeben \(Beitrag vom / }));
    expect(await screen.findByText("Beitrag freigegeben.", undefined, SLOW)).toBeTruthy();
    const approved = await server.prisma.carePost.findUniqueOrThrow({ where: { id: postId } });
    expect(approved.status).toBe("APPROVED");

    await userEvent.click(screen.getByRole("button", { name: "Anmeldelink mailen" }));
    expect(
      await screen.findByText(`Anmeldelink an ${person.email} gesendet.`, undefined, SLOW),
    ).toBeTruthy();
  });

  it("says in German when the person had too many links, with the wait", async () => {
    await server.exhaust("emailLinkByEmail", person.email);
    renderWithTheme(<Panel />, GERMAN);
    const send = await screen.findByRole("button", { name: "Anmeldelink mailen" }, SLOW);
    await userEvent.click(send);
    expect(
      await screen.findByText(
        /^Zu viele Versuche: Versuch es in [\d.]+ Sekunden? noch einmal\.$/,
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });
});
