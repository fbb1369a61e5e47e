// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { api } from "~/lib/trpc";
import type { Locale } from "~/shared/i18n/locales";
import type { InboxText } from "~/shared/inbox/rules";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { InboxScreen } from "./InboxScreen";

/**
 * The inbox in the page's language (README "Languages"), against the real API and database: each
 * entry worded from its key and values (names, quotes and reasons as written), an entry written
 * before keys with its stored English title, and the screen's own words.
 */

let server: PageApi;

beforeAll(async () => {
  server = await openPageApi();
  const { user } = await server.signIn("PARTICIPANT");
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const entry = (
    minutes: number,
    kind: Prisma.NotificationCreateManyInput["kind"],
    title: string,
    text: InboxText | null,
    more: { detail?: string; link?: string } = {},
  ): Prisma.NotificationCreateManyInput => ({
    userId: user.id,
    kind,
    title,
    ...(text ? { text } : {}),
    ...more,
    createdAt: at(minutes),
  });
  await server.prisma.notification.createMany({
    data: [
      // Written before entries had keys: its English title is all there is.
      entry(40, "TEAM", "You are now the captain of the team “Owls”.", null),
      entry(
        30,
        "CERTIFICATE_ISSUED",
        "Your sustainability certificate was issued: download it as a PDF.",
        {
          key: "inbox.entries.certificateIssued",
          detail: { key: "inbox.entries.certificateSerial", values: { serial: "FC-2026-0042" } },
        },
        { detail: "Serial FC-2026-0042", link: "/challenge/sustainability" },
      ),
      entry(
        20,
        "TEAM",
        "Ada joined your team “Owls”.",
        { key: "inbox.entries.teamJoined", values: { name: "Ada", team: "Owls" } },
        { link: "/teams/t1" },
      ),
      entry(
        10,
        "CARE_POST_REJECTED",
        "Your gratitude note “Thanks for the tea” was rejected.",
        {
          key: "inbox.entries.carePostRejected",
          values: { kind: "GRATITUDE", quote: "Thanks for the tea" },
        },
        { detail: "Please leave out the phone number.", link: "/challenge/care" },
      ),
    ],
  });
});
afterAll(() => server.close());
afterEach(cleanup);

const Inbox = api.withTRPC(function Inbox() {
  return <InboxScreen />;
});

async function show(locale: Locale) {
  renderWithTheme(<Inbox />, { locale });
  // The first answer of a test file waits for the database to warm up.
  return screen.findByRole("list", {}, { timeout: 15_000 });
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the inbox", () => {
  it("words each entry from its key in German; names, quotes and reasons as written", async () => {
    const list = await show("de");
    expect(list.getAttribute("aria-label")).toBe("Benachrichtigungen");
    const [rejected, joined, certificate, old] = items(list);
    expect(rejected).toContain(
      "Neu: Deine Dankesnotiz „Thanks for the tea“ wurde abgelehnt.Begründung: Please leave out the phone number.",
    );
    expect(joined).toContain("Neu: Ada ist deinem Team „Owls“ beigetreten.");
    expect(certificate).toContain(
      "Neu: Dein Nachhaltigkeitszertifikat wurde ausgestellt: Lade es als PDF herunter.Seriennummer FC-2026-0042",
    );
    // An entry without a key keeps the words it was stored with.
    expect(old).toContain("Neu: You are now the captain of the team “Owls”.");
    expect(screen.getByText("4 ungelesen")).toBeTruthy();
    expect(screen.getByText("Einträge bleiben 30 Tage lang erhalten.")).toBeTruthy();
    expect(within(list).getAllByRole("link", { name: "Öffnen" })).toHaveLength(3);
    // The moment in German: "24. Nov. 2026, 14:05".
    expect(
      within(list).getAllByText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+\.? \d{4}, \d{2}:\d{2}$/),
    ).toHaveLength(4);

    await userEvent.click(
      screen.getByRole("button", {
        name: "Als gelesen markieren: Ada ist deinem Team „Owls“ beigetreten.",
      }),
    );
    await waitFor(() => expect(screen.getByText("3 ungelesen")).toBeTruthy());
    await userEvent.click(screen.getByRole("button", { name: "Alle als gelesen markieren" }));
    await waitFor(() => expect(screen.getByText("Alles gelesen.")).toBeTruthy());
    expect(screen.queryByText(/^Neu:/)).toBeNull();
  });

  it("in English, the entries read as they were stored", async () => {
    const list = await show("en");
    const [rejected, joined, certificate] = items(list);
    expect(rejected).toContain(
      "Your gratitude note “Thanks for the tea” was rejected.Reason: Please leave out the phone number.",
    );
    expect(joined).toContain("Ada joined your team “Owls”.");
    expect(certificate).toContain(
      "Your sustainability certificate was issued: download it as a PDF.Serial FC-2026-0042",
    );
    expect(screen.getByText("Everything is read.")).toBeTruthy();
  });

  it("a refusal by key in German: an entry that is no longer mine", async () => {
    const entry = await server.prisma.notification.findFirstOrThrow({
      where: { kind: "TEAM", text: { not: Prisma.DbNull } },
    });
    await server.prisma.notification.update({ where: { id: entry.id }, data: { readAt: null } });
    await show("de");
    // Meanwhile it went (someone else's now): marking it is refused, in German.
    const stranger = await server.prisma.user.create({
      data: { email: "stranger@festival.test", name: "Stranger" },
    });
    await server.prisma.notification.update({
      where: { id: entry.id },
      data: { userId: stranger.id },
    });
    await userEvent.click(
      screen.getByRole("button", {
        name: "Als gelesen markieren: Ada ist deinem Team „Owls“ beigetreten.",
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Diesen Eintrag gibt es in deinem Postfach nicht.",
    );
  });
});
