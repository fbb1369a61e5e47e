// @vitest-environment happy-dom
import { randomBytes } from "node:crypto";
import { Notifications } from "@mantine/notifications";
import { cleanup, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type * as EnvNextjs from "@t3-oss/env-nextjs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deskSeed } from "../../../prisma/seed-desk";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { AdminImpactDashboard } from "./AdminImpactDashboard";
import { ExportCsvButton } from "./ExportCsvButton";
import { PublicImpactDashboard } from "./PublicImpactDashboard";

/** The sustainability dashboards in German, against the real API and database (`openPageApi`). */

// The API runs in this process, which happy-dom makes look like a browser; the figures read
// server settings (CO2E_GRAMS_PER_BOTTLE, the certificate's rule) as the server reads them.
vi.mock("@t3-oss/env-nextjs", async (importOriginal) => {
  const original = await importOriginal<typeof EnvNextjs>();
  return {
    ...original,
    createEnv: ((options) =>
      original.createEnv({ ...options, isServer: true })) as typeof original.createEnv,
  };
});

// Every answer comes from a database in this process: on a busy machine, give them time.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: PageApi;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await deskSeed.catalogue?.(tx);
  });
  await server.prisma.station.createMany({
    data: [
      { label: "Kompostecke", position: 0, token: randomBytes(18).toString("base64url") },
      {
        label: "Alte Bühne",
        position: 1,
        active: false,
        token: randomBytes(18).toString("base64url"),
      },
    ],
  });
  // 1,500 bottles refilled, as the ledger and the refill log count them.
  const user = await server.prisma.user.create({
    data: { email: "viel@festival.test", name: "Viel Durst" },
  });
  const point = await server.prisma.waterPoint.findFirstOrThrow({ select: { id: true } });
  const collection = await server.prisma.bottleCollection.create({
    data: { userId: user.id, waterPointId: point.id, quantity: 1500 },
  });
  await server.prisma.pointEntry.create({
    data: {
      userId: user.id,
      area: "SUSTAINABILITY",
      amount: 3000,
      quantity: 1500,
      reason: "Refills",
      sourceType: "REFILL",
      sourceId: collection.id,
    },
  });
});
afterAll(() => server.close());
afterEach(cleanup);

function inGerman(ui: ReactNode, session: SessionPayload | null) {
  const Page = api.withTRPC(function Page() {
    return (
      <SessionProvider initial={session}>
        <Notifications />
        {ui}
      </SessionProvider>
    );
  });
  return renderWithTheme(<Page />, { locale: "de" });
}

/** The value of the headline figure with this label (the first: tables and legends repeat it). */
function figure(label: string): string {
  const value = screen.getAllByText(label, { exact: true })[0]?.nextElementSibling;
  return value?.textContent ?? "";
}

describe("the public sustainability dashboard, in German", () => {
  it("names every figure in German and writes its numbers as German does", async () => {
    inGerman(<PublicImpactDashboard />, null);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Nachhaltigkeit: unsere Wirkung" },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Was das Festival gemeinsam eingespart hat\. Stand: \d\d:\d\d:\d\d Uhr\.$/),
    ).toBeTruthy();
    expect(figure("Aufgefüllte Flaschen")).toBe("1.500");
    expect(figure("Vermiedene Einwegflaschen")).toBe("1.500");
    expect(figure("Vermiedenes CO2e")).toBe("124,5 kg");
    expect(screen.getByText("83 g pro Flasche")).toBeTruthy();
    expect(screen.getByText("Eine 0,5-l-Flasche pro Nachfüllung")).toBeTruthy();
    expect(figure("Ausgestellte Zertifikate")).toBe("0");
    expect(screen.getByRole("heading", { name: "Die letzten 24 Stunden" })).toBeTruthy();
    expect(screen.getByText("Die letzten 24 Stunden als Tabelle")).toBeTruthy();
    const stations = screen.getByRole("table", { name: "Meistbesuchte Stationen" });
    expect(within(stations).getByRole("columnheader", { name: "Station" })).toBeTruthy();
    expect(within(stations).getByRole("cell", { name: "Kompostecke" })).toBeTruthy();
    const points = screen.getByRole("table", { name: "Wasserstellen" });
    expect(within(points).getByRole("columnheader", { name: "Flaschen" })).toBeTruthy();
    expect(within(points).getByRole("cell", { name: "1.500" })).toBeTruthy();
  });
});

describe("the admin's sustainability figures, in German", () => {
  it("names the figures, periods, tables and CSV files in German", async () => {
    const admin = await server.signIn("ADMIN");
    inGerman(<AdminImpactDashboard />, admin);
    expect(
      await screen.findByText("Scannende Personen", undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(figure("Aufgefüllte Flaschen")).toBe("1.500");
    expect(figure("Vermiedenes CO2e")).toBe("124,5 kg");
    expect(screen.getByRole("heading", { name: "Pro Stunde" })).toBeTruthy();
    expect(
      (screen.getByLabelText("Zeitraum", { selector: "input" }) as HTMLInputElement).value,
    ).toBe("Letzte 48 Stunden");
    for (const name of [
      "CSV pro Stunde",
      "CSV pro Station und Stunde",
      "CSV der Stationen",
      "CSV der Wasserstellen",
    ])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    const stations = screen.getByRole("table", { name: "Stationen" });
    expect(within(stations).getByRole("cell", { name: "Alte Bühne (inaktiv)" })).toBeTruthy();
    expect(within(stations).getByRole("columnheader", { name: "Letzter Scan" })).toBeTruthy();
    const points = screen.getByRole("table", { name: "Wasserstellen" });
    expect(within(points).getByRole("columnheader", { name: "Nachfüllungen" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Eine Person" })).toBeTruthy();
  });
});

describe("the CSV export button, in German", () => {
  it("says its own words, and words a refusal by its key", async () => {
    const refused = Object.assign(new Error("There is no such person."), {
      data: { text: { key: "impact.server.noPerson" } },
    });
    inGerman(
      <>
        <ExportCsvButton fetchCsv={() => Promise.reject(refused)} />
        <ExportCsvButton label="Ohne Antwort" fetchCsv={() => Promise.reject("offline")} />
      </>,
      null,
    );
    await userEvent.click(screen.getByRole("button", { name: "CSV exportieren" }));
    expect(await screen.findByText("Diese Person gibt es nicht.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ohne Antwort" }));
    expect(await screen.findByText("Der Export hat nicht geklappt.")).toBeTruthy();
  });
});
