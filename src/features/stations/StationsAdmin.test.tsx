// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "~/lib/trpc";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { StationsAdmin } from "./StationsAdmin";

/** /admin/qr in German against the real API and database (see `openPageApi`). */

let server: PageApi;

beforeAll(async () => {
  server = await openPageApi();
  await server.signIn("ADMIN");
  await server.prisma.station.create({
    data: { label: "Kompostecke", points: 10, token: "t".repeat(24), position: 10 },
  });
});
afterAll(() => server.close());
afterEach(cleanup);

const Page = api.withTRPC(function Page() {
  return (
    <>
      <Notifications />
      <StationsAdmin />
    </>
  );
});

describe('the stations\' admin screen in German (README "Languages")', () => {
  it("lists the stations with German words and a German summary", async () => {
    renderWithTheme(<Page />, { locale: "de", namespaces: ["stationsAdmin", "adminShared"] });
    // The first answer of a test file waits for the database to warm up.
    expect(await screen.findByText("Kompostecke", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText("1 Station, 1 aktiv · 0 Scans")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Reihenfolge" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Aktionen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "QR-Code von Kompostecke" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mehr für Kompostecke" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Druckbogen" })).toBeTruthy();
  });

  it("words the station editor's checks in German, then adds the station", async () => {
    renderWithTheme(<Page />, { locale: "de", namespaces: ["stationsAdmin", "adminShared"] });
    await userEvent.click(await screen.findByRole("button", { name: "Neue Station" }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Station" });
    const points = within(dialog).getByRole("textbox", { name: "Punkte" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Station" }), "R");
    await userEvent.click(within(dialog).getByRole("button", { name: "Station anlegen" }));
    // The same check as the server's, by its English words, worded here.
    expect(await within(dialog).findByText("Mindestens 2 Zeichen.")).toBeTruthy();
    expect(within(dialog).queryByText("At least 2 characters.")).toBeNull();
    expect(
      within(dialog).getByText("Steht auf der Karte und erscheint nach einem Scan."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Kleinere zuerst.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeTruthy();

    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Name der Station" }),
      "eparatur-Café",
    );
    await userEvent.clear(points);
    await userEvent.type(points, "15");
    await userEvent.click(within(dialog).getByRole("button", { name: "Station anlegen" }));
    expect(
      await screen.findByText(
        "„Reparatur-Café“ wurde angelegt. Druck als Nächstes ihren Code aus.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText("2 Stationen, 2 aktiv · 0 Scans")).toBeTruthy());
    const created = await server.prisma.station.findFirst({ where: { label: "Reparatur-Café" } });
    expect(created?.points).toBe(15);
  });
});
