// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NextRouter } from "next/router";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { JoinTeamScreen } from "./JoinTeamScreen";
import { TeamLeaderboard } from "./TeamLeaderboard";
import { TeamPage } from "./TeamPage";
import { TeamsScreen } from "./TeamsScreen";

/**
 * README "Languages": the teams screens in German against the real API and database (see
 * `openPageApi`): creating and joining a team with their checks and the server's refusals, the
 * captain's tools, the leaderboard.
 */

let server: PageApi;
let session: SessionPayload | null = null;
const push = vi.fn(async () => true);
const router = { push, pathname: "/teams", asPath: "/teams", query: {} } as unknown as NextRouter;

beforeAll(async () => {
  server = await openPageApi();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  push.mockClear();
});

/** The screen a test renders, inside the page's providers. */
let shown: ReactNode = null;

const Page = api.withTRPC(function Page() {
  return (
    <RouterContext.Provider value={router}>
      <SessionProvider initial={session}>
        <Notifications />
        {shown}
      </SessionProvider>
    </RouterContext.Provider>
  );
});

function inGerman(ui: ReactNode) {
  shown = ui;
  return renderWithTheme(<Page />, { locale: "de" });
}

/**
 * A team founded through the API (as the page's own call would, so the shared ranking learns of
 * it at once) by a new participant, who stays signed in.
 */
async function teamOf(name: string) {
  session = await server.signIn("PARTICIPANT");
  const answer = await fetch("http://festival.test/api/trpc/teams.create", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { name } }),
  });
  expect(answer.status).toBe(200);
  return server.prisma.team.findFirstOrThrow({ where: { name } });
}

describe("/teams in German", () => {
  it("creates a team: the name's check, then the team's page", async () => {
    session = await server.signIn("PARTICIPANT");
    inGerman(<TeamsScreen />);
    const form = await screen.findByRole(
      "form",
      { name: "Team gründen" },
      // The first answer of a test file waits for the database to warm up.
      { timeout: 15_000 },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Teams" })).toBeTruthy();
    expect(screen.getByText(/^Spiel im Team: mit Familie/)).toBeTruthy();
    await userEvent.type(within(form).getByRole("textbox", { name: "Teamname" }), "x");
    await userEvent.click(within(form).getByRole("button", { name: "Team gründen" }));
    expect(await within(form).findByText("Mindestens 3 Zeichen")).toBeTruthy();
    expect(within(form).getByText("3 bis 40 Zeichen; du wirst Kapitän/in")).toBeTruthy();
    await userEvent.clear(within(form).getByRole("textbox", { name: "Teamname" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Teamname" }), "Tüftler");
    await userEvent.click(within(form).getByRole("button", { name: "Team gründen" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/teams\/.+/)));
    const team = await server.prisma.team.findFirst({ where: { name: "Tüftler" } });
    expect(team?.captainId).toBe(session.user.id);
  });

  it("joins by code: the code's check and the server's refusals in German", async () => {
    const full = await teamOf("Volles Haus");
    await server.prisma.teamSettings.upsert({
      where: { id: 1 },
      create: { id: 1, maxMembers: 2, minRankedMembers: 3 },
      update: { maxMembers: 2 },
    });
    const second = await server.signIn("PARTICIPANT");
    await server.prisma.teamMembership.create({
      data: { teamId: full.id, userId: second.user.id },
    });
    session = await server.signIn("PARTICIPANT");
    try {
      inGerman(<TeamsScreen />);
      const form = await screen.findByRole("form", { name: "Einem Team beitreten" });
      const code = within(form).getByRole("textbox", { name: "Beitrittscode" });
      const join = within(form).getByRole("button", { name: "Team beitreten" });
      await userEvent.type(code, "x");
      await userEvent.click(join);
      expect(
        await within(form).findByText("Ein Beitrittscode hat 10 Buchstaben und Ziffern."),
      ).toBeTruthy();
      await userEvent.clear(code);
      await userEvent.type(code, "0000000000");
      await userEvent.click(join);
      expect(await within(form).findByText("Kein Team hat diesen Beitrittscode.")).toBeTruthy();
      await userEvent.clear(code);
      await userEvent.type(code, full.joinCode);
      await userEvent.click(join);
      const alert = await within(form).findByRole("alert");
      expect(alert.textContent).toBe("Dieses Team ist voll: Ein Team hat höchstens 2 Mitglieder.");
      expect(push).not.toHaveBeenCalled();
    } finally {
      await server.prisma.teamSettings.update({ where: { id: 1 }, data: { maxMembers: 6 } });
    }
  });

  it("shows my team's standing", async () => {
    await teamOf("Eulen");
    inGerman(<TeamsScreen />);
    const mine = await screen.findByRole("region", { name: "Mein Team" });
    expect(within(mine).getByRole("link", { name: "Eulen" })).toBeTruthy();
    expect(mine.textContent).toContain(
      "Noch nicht platziert · Schnitt 0 · 0 Punkte · 1 Mitglied · du bist Kapitän/in",
    );
    expect(
      screen.getByText(
        /Teams werden nach ihrem Punkteschnitt pro Mitglied gewertet .* ab 3 Mitgliedern/,
      ),
    ).toBeTruthy();
  });
});

describe("a team's page in German", () => {
  it("gives the captain the tools: rename (checked), hand over; points per area", async () => {
    await teamOf("Andere Leute");
    const second = await server.signIn("PARTICIPANT");
    const member = await server.prisma.user.update({
      where: { id: second.user.id },
      data: { name: "Mia Mitglied" },
    });
    const team = await teamOf("Kapitäne");
    await server.prisma.teamMembership.create({ data: { teamId: team.id, userId: member.id } });
    inGerman(<TeamPage teamId={team.id} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Kapitäne" })).toBeTruthy();
    expect(screen.getByText("Gewertet ab 3 Mitgliedern mit Punkten")).toBeTruthy();
    expect(screen.getByText("2 von 6")).toBeTruthy();
    const areas = screen.getByRole("region", { name: "Punkte pro Bereich" });
    expect(within(areas).getByText("Sport und Fitness: 0 Punkte")).toBeTruthy();
    const members = screen.getByRole("region", { name: "Mitglieder" });
    const me = within(members).getAllByRole("listitem")[0]!;
    expect(within(me).getByText("Kapitän/in")).toBeTruthy();
    expect(within(me).getByText("Du")).toBeTruthy();

    // The captain's tools (loaded after the page): the invite, renaming with its checks.
    const invite = await screen.findByRole("region", { name: "Leute einladen" });
    expect(within(invite).getByTestId("join-code").textContent).toBe(team.joinCode);
    expect(within(invite).getByRole("button", { name: "Link kopieren" })).toBeTruthy();
    const tools = screen.getByRole("region", { name: "Kapitän/in" });
    const name = within(tools).getByRole("textbox", { name: "Teamname" });
    const save = within(tools).getByRole("button", { name: "Name und Beschreibung speichern" });
    await userEvent.clear(name);
    await userEvent.type(name, "ab");
    await userEvent.click(save);
    expect(await within(tools).findByText("Mindestens 3 Zeichen")).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, "andere LEUTE");
    await userEvent.click(save);
    expect(
      await within(tools).findByText(
        "Ein Team mit diesem Namen gibt es schon: Wähle einen anderen.",
      ),
    ).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, "Neue Kapitäne");
    await userEvent.click(save);
    expect(await screen.findByRole("heading", { level: 1, name: "Neue Kapitäne" })).toBeTruthy();

    // Handing over: Mia is captain, my tools are gone.
    await userEvent.click(
      within(members).getByRole("button", { name: "Kapitänsamt an Mia Mitglied übergeben" }),
    );
    await waitFor(() => expect(screen.queryByRole("region", { name: "Kapitän/in" })).toBeNull());
    const mia = within(members)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("Mia Mitglied"));
    expect(mia && within(mia).getByText("Kapitän/in")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Team verlassen" })).toBeTruthy();
    const after = await server.prisma.team.findUniqueOrThrow({ where: { id: team.id } });
    expect(after).toMatchObject({ name: "Neue Kapitäne", captainId: member.id });
  });

  it("shows someone else the members' public names, the rest as Anonym", async () => {
    const team = await teamOf("Offene Tür");
    // Someone who is not in the team (the captain's profile is private).
    session = await server.signIn("PARTICIPANT");
    inGerman(<TeamPage teamId={team.id} />);
    const members = await screen.findByRole("region", { name: "Mitglieder" });
    expect(within(members).getByText("Anonym")).toBeTruthy();
    expect(within(members).getByText("Kapitän/in")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Leute einladen" })).toBeNull();
  });
});

describe("the invite link's screen in German", () => {
  it("asks a visitor to sign in or register", () => {
    session = null;
    inGerman(<JoinTeamScreen code="ABCDEFGHJK" refused={null} />);
    expect(screen.getByRole("heading", { level: 1, name: "Einem Team beitreten" })).toBeTruthy();
    expect(screen.getByText(/^Du wurdest in ein Team eingeladen\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Konto erstellen" }).getAttribute("href")).toBe(
      "/auth/register",
    );
    expect(screen.getByRole("link", { name: "Anmelden" })).toBeTruthy();
  });

  it("words a refusal of the join kept over sign-in by its key", async () => {
    session = await server.signIn("PARTICIPANT");
    inGerman(
      <JoinTeamScreen
        code="ABCDEFGHJK"
        refused={{
          message: "You are already in a team: leave it first.",
          text: { key: "teams.server.alreadyInTeam" },
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Du bist schon in einem Team: Verlass es zuerst.",
    );
    // The confirmation loads after the page's own code (next/dynamic).
    expect((await screen.findByText("ABCDEFGHJK")).closest("p")?.textContent).toBe(
      "Du wurdest mit dem Beitrittscode ABCDEFGHJK in ein Team eingeladen.",
    );
    expect(screen.getByRole("button", { name: "Team beitreten" })).toBeTruthy();
  });
});

describe("the invite link's screen, signed in, in German", () => {
  it("says why a code does not join: its shape, or no team has it", async () => {
    session = await server.signIn("PARTICIPANT");
    inGerman(<JoinTeamScreen code="nope" refused={null} />);
    await userEvent.click(await screen.findByRole("button", { name: "Team beitreten" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ein Beitrittscode hat 10 Buchstaben und Ziffern.",
    );
    cleanup();
    inGerman(<JoinTeamScreen code="0000000000" refused={null} />);
    await userEvent.click(await screen.findByRole("button", { name: "Team beitreten" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Kein Team hat diesen Beitrittscode.",
    );
    expect(push).not.toHaveBeenCalled();
  });
});

describe("the team leaderboard", () => {
  const rows = [
    { id: "a", name: "Alpha", rank: 1, average: 12.25, total: 1234, members: 3 },
    { id: "b", name: "Beta", rank: null, average: 0, total: 0, members: 1 },
  ];

  it("is German: columns, numbers and plurals", () => {
    renderWithTheme(<TeamLeaderboard teams={rows} labelledBy="x" />, { locale: "de" });
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Rang", "Team", "Schnitt", "Gesamt", "Mitglieder"]);
    const [, alpha, beta] = screen.getAllByRole("row");
    expect(
      within(alpha!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "Alpha", "12,3", "1.234 Punkte", "3 Mitglieder"]);
    expect(
      within(beta!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["–", "Beta", "0", "0 Punkte", "1 Mitglied"]);
  });

  it("keeps its English words", () => {
    renderWithTheme(<TeamLeaderboard teams={rows} labelledBy="x" />);
    const [, alpha] = screen.getAllByRole("row");
    expect(
      within(alpha!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "Alpha", "12.3", "1,234 points", "3 members"]);
  });

  it("says when there are no teams", () => {
    renderWithTheme(<TeamLeaderboard teams={[]} labelledBy="x" />, { locale: "de" });
    expect(screen.getByText("Noch keine Teams: Gründe das erste!")).toBeTruthy();
  });
});
