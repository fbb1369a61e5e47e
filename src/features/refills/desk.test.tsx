// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deskSeed } from "../../../prisma/seed-desk";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { api } from "~/lib/trpc";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { BottleUsersAdmin } from "./BottleUsersAdmin";
import { RecordCollectionDesk } from "./CollectionsAdmin";

/** The refill desk in German against the real API and database (see `openPageApi`). */

const CODE = "ABCD-2345";
/** How long to wait for the server's answer: the test process is also the server. */
const ANSWER = { timeout: 10_000 };
const FOUNTAIN = "Main stage fountain";
let server: PageApi;
let bea: { id: string; name: string; email: string };

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await deskSeed.catalogue?.(tx);
  });
  await server.signIn("ADMIN");
  bea = await server.prisma.user.create({
    data: {
      email: "bea@festival.test",
      name: "Bea Flasche",
      waterBottle: { create: { code: CODE } },
    },
    select: { id: true, name: true, email: true },
  });
  await server.prisma.user.create({
    data: { email: "otto@festival.test", name: "Otto Ohneflasche" },
  });
  // This device's desk stood at the fountain last time (RecordCollectionForm remembers it).
  const fountain = await server.prisma.waterPoint.findFirstOrThrow({ where: { name: FOUNTAIN } });
  localStorage.setItem("refill-desk-water-point", JSON.stringify(fountain.id));
});
afterAll(() => server.close());
afterEach(cleanup);

const Desk = api.withTRPC(function Desk() {
  return (
    <>
      <Notifications />
      <RecordCollectionDesk />
    </>
  );
});

const Users = api.withTRPC(function Users() {
  return (
    <>
      <Notifications />
      <BottleUsersAdmin />
    </>
  );
});

async function findByCode(typed: string) {
  const field = await screen.findByRole("textbox", { name: "Flaschencode" }, { timeout: 15_000 });
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole("button", { name: "Code suchen" }));
}

async function recordTwo() {
  await findByCode("abcd 2345");
  const form = await screen.findByRole(
    "form",
    { name: "Nachfüllung für Bea Flasche erfassen" },
    ANSWER,
  );
  // The remembered water point, once the list of open ones shows it.
  await waitFor(
    () => expect(within(form).getByLabelText(/^Wasserstelle/)).toHaveProperty("value", FOUNTAIN),
    ANSWER,
  );
  await userEvent.click(within(form).getByRole("button", { name: "2 Flaschen" }));
  await userEvent.click(within(form).getByRole("button", { name: "Nachfüllung erfassen" }));
  return form;
}

describe('the refill desk in German (README "Languages")', () => {
  it("says an unknown bottle code in German, by the server's key", async () => {
    renderWithTheme(<Desk />, { locale: "de", namespaces: ["refills", "adminShared"] });
    expect(
      await screen.findByRole("heading", { name: "Nachfüllung erfassen" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mit Kamera scannen" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Oder nach Name oder E-Mail suchen" })).toBeTruthy();
    await findByCode("ZZZZ-ZZZZ");
    expect(
      await screen.findByText(
        'Keine Flasche hat den Code "ZZZZ-ZZZZ". Prüf den Aufkleber oder such stattdessen nach der Person.',
        {},
        ANSWER,
      ),
    ).toBeTruthy();
  });

  it("records a collection by bottle code, then words the double tap and records anyway", async () => {
    renderWithTheme(<Desk />, { locale: "de", namespaces: ["refills", "adminShared"] });
    await recordTwo();
    expect(
      await screen.findByText(`2 Flaschen für Bea Flasche an ${FOUNTAIN} erfasst.`, {}, ANSWER),
    ).toBeTruthy();

    // The same person at the same water point a moment later: refused, in German.
    const form = await recordTwo();
    const warning = await within(form).findByRole("alert", {}, ANSWER);
    expect(within(warning).getByText("Schon erfasst?")).toBeTruthy();
    expect(warning.textContent).toContain(
      `Wahrscheinlich doppelt getippt: Für Bea Flasche wurden 2 Flaschen vor weniger als einer Minute an ${FOUNTAIN} erfasst.`,
    );
    await userEvent.click(within(warning).getByRole("button", { name: "Trotzdem erfassen" }));
    await waitFor(
      async () =>
        expect(await server.prisma.bottleCollection.count({ where: { userId: bea.id } })).toBe(2),
      ANSWER,
    );
  });

  it("lists the bottle users in German and registers a bottle", async () => {
    renderWithTheme(<Users />, { locale: "de", namespaces: ["refills", "adminShared"] });
    const row = (await screen.findByText("Bea Flasche", {}, { timeout: 15_000 })).closest("tr");
    if (!row) throw new Error("Bea's row is missing");
    expect(within(row).getAllByText(CODE).length).toBeGreaterThan(0);
    // When she registered: a moment in German.
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toContainEqual(expect.stringMatching(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2}$/));
    // The headers' words (a sortable one is a button with mantine-datatable's own sort state).
    const head = row.closest("table")?.querySelector("thead");
    if (!head) throw new Error("the table has no head");
    for (const name of ["Name", "Flaschencode", "Flaschen", "Nachfüllungen", "Letzte Nachfüllung"])
      expect(within(head).getByText(name, { exact: true })).toBeTruthy();
    expect(screen.getByText("Einträge pro Seite")).toBeTruthy();
    expect(screen.getByText("1 - 1 / 1")).toBeTruthy();

    await userEvent.type(
      screen.getByRole("textbox", { name: "Nach Name oder E-Mail suchen" }),
      "Otto",
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Otto Ohneflasche auswählen" }, ANSWER),
    );
    expect(screen.getByText(/einen Flaschencode geben\? Damit macht die Person auch/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Flasche registrieren" }));
    const alert = await screen.findByRole(
      "alert",
      { name: "Flaschencode von Otto Ohneflasche" },
      ANSWER,
    );
    expect(within(alert).getByText("Weitere registrieren")).toBeTruthy();
    expect(
      await screen.findByText(/^Otto Ohneflasche hat jetzt die Flasche /, {}, ANSWER),
    ).toBeTruthy();
  });
});
