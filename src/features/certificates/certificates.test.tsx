// @vitest-environment happy-dom
import { randomBytes } from "node:crypto";
import { Notifications } from "@mantine/notifications";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
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
import { CertificateUsersAdmin } from "./CertificateUsersAdmin";
import { MyCertificateSection } from "./MyCertificateSection";
import { PublicCertificateSection } from "./PublicCertificateSection";
import { VerifyCertificate } from "./VerifyCertificate";

/** The certificate's screens in German, against the real API and database (`openPageApi`). */

// The API runs in this process, which happy-dom makes look like a browser; the certificate's rule
// (CERTIFICATE_MIN_STATIONS / _REFILLS) is a server setting, read here as the server reads it.
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
let stationIds: string[];
let waterPointId: string;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await deskSeed.catalogue?.(tx);
  });
  stationIds = (
    await server.prisma.station.createManyAndReturn({
      data: Array.from({ length: 6 }, (_, index) => ({
        label: `Station ${index + 1}`,
        token: randomBytes(18).toString("base64url"),
        position: index,
      })),
      select: { id: true },
    })
  ).map((row) => row.id);
  waterPointId = (await server.prisma.waterPoint.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => server.close());
afterEach(cleanup);

/** Gives someone `stations` scans and `refills` bottles. */
async function progress(userId: string, stations: number, refills: number) {
  await server.prisma.stationScan.createMany({
    data: stationIds.slice(0, stations).map((stationId) => ({ userId, stationId })),
  });
  if (refills > 0)
    await server.prisma.bottleCollection.create({
      data: { userId, waterPointId, quantity: refills },
    });
}

/** A certificate issued late on 4 July (UTC): 5 July on the festival's clocks. */
async function certify(userId: string, serial: string) {
  await server.prisma.certificate.create({
    data: { userId, serial, issuedAt: new Date("2026-07-04T23:30:00Z") },
  });
}

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

describe("my certificate, in German", () => {
  it("shows my way to it: the rule, the meters and what is still missing", async () => {
    const session = await server.signIn("PARTICIPANT");
    await progress(session.user.id, 2, 1);
    inGerman(<MyCertificateSection />, session);
    const section = await screen.findByRole("region", { name: "Nachhaltigkeits-Zertifikat" });
    expect(
      await within(section).findByText(
        "Mit diesen Stationen und 3 aufgefüllten Flaschen stellt dir das Festival-Team dein Zertifikat aus.",
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(within(section).getByText("Gescannte Stationen: 2 von 5")).toBeTruthy();
    expect(within(section).getByText("Aufgefüllte Flaschen: 1 von 3")).toBeTruthy();
    expect(
      within(section).getByRole("progressbar", { name: "Gescannte Stationen: 2 von 5" }),
    ).toBeTruthy();
    expect(within(section).getByText(/für das Zertifikat\.$/)).toBeTruthy();
    expect(within(section).queryByText(/Du erfüllst die Bedingungen/)).toBeNull();
  });

  it("says when I am eligible, then shows my certificate and words a refused download", async () => {
    const session = await server.signIn("PARTICIPANT");
    await progress(session.user.id, 5, 3);
    inGerman(<MyCertificateSection />, session);
    expect(
      await screen.findByText("Gescannte Stationen: 5 von 5 (geschafft)", undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    expect(
      screen.getByText("Du erfüllst die Bedingungen: Dein Zertifikat wird bald ausgestellt."),
    ).toBeTruthy();
    cleanup();

    await certify(session.user.id, "SC-2026-ABCD-EFGHJK");
    inGerman(<MyCertificateSection />, session);
    const issued = await screen.findByText(/^Ausgestellt am/, undefined, { timeout: 15_000 });
    expect(issued.textContent).toBe(
      "Ausgestellt am 5. Juli 2026, Seriennummer SC-2026-ABCD-EFGHJK.",
    );
    // Revoked while the page is open: the download is refused, in German.
    await server.prisma.certificate.update({
      where: { userId: session.user.id },
      data: { revokedAt: new Date() },
    });
    await userEvent.click(screen.getByRole("button", { name: "Zertifikat herunterladen (PDF)" }));
    expect(await screen.findByText("Du hast noch kein Zertifikat.")).toBeTruthy();
  });

  it("asks a visitor to sign in, in German", async () => {
    inGerman(<MyCertificateSection />, null);
    const link = await screen.findByRole("link", { name: "Melde dich an" });
    expect(link.parentElement?.textContent).toBe(
      "Melde dich an, um auf dein Zertifikat hinzuarbeiten.",
    );
  });
});

describe("a certificate's check and someone's public certificate, in German", () => {
  it("confirms a genuine serial, a revoked one, and one no certificate has", async () => {
    const session = await server.signIn("PARTICIPANT");
    await server.prisma.user.update({
      where: { id: session.user.id },
      data: { name: "Jürgen Weiß", publicProfile: true },
    });
    await certify(session.user.id, "SC-2026-GENU-WNE234");
    inGerman(<VerifyCertificate serial="SC-2026-GENU-WNE234" limited={false} />, null);
    expect(await screen.findByText("Echt", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Zertifikat prüfen" })).toBeTruthy();
    expect(screen.getByText(/^Dieses Nachhaltigkeits-Zertifikat/).textContent).toBe(
      "Dieses Nachhaltigkeits-Zertifikat wurde am 5. Juli 2026 an Jürgen Weiß ausgestellt.",
    );
    expect(
      screen.getByRole("link", { name: "die Nachhaltigkeitszahlen des Festivals" }),
    ).toBeTruthy();
    cleanup();

    inGerman(<PublicCertificateSection userId={session.user.id} />, null);
    expect(
      await screen.findByText(
        "Jürgen Weiß hat am 5. Juli 2026 das Nachhaltigkeits-Zertifikat des Festivals erhalten.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Zertifiziert")).toBeTruthy();
    cleanup();

    await server.prisma.certificate.update({
      where: { userId: session.user.id },
      data: { revokedAt: new Date("2026-07-06T10:00:00Z") },
    });
    inGerman(<VerifyCertificate serial="SC-2026-GENU-WNE234" limited={false} />, null);
    expect(await screen.findByText("Widerrufen")).toBeTruthy();
    expect(
      screen.getByText("Es wurde am 6. Juli 2026 widerrufen und ist nicht mehr gültig."),
    ).toBeTruthy();
    cleanup();

    inGerman(<VerifyCertificate serial="SC-2026-ZZZZ-ZZZZZZ" limited={false} />, null);
    expect(await screen.findByText("Nicht gefunden")).toBeTruthy();
    expect(screen.getByText(/^Kein Zertifikat hat diese Seriennummer\./)).toBeTruthy();
    cleanup();

    inGerman(<VerifyCertificate serial="SC-2026-ZZZZ-ZZZZZZ" limited />, null);
    expect(screen.getByText("Zu viele Prüfungen von hier")).toBeTruthy();
  });
});

describe("the certificate desk, in German", () => {
  it("lists the eligible with their rule, and issues a certificate with a German toast", async () => {
    const participant = await server.signIn("PARTICIPANT");
    await server.prisma.user.update({
      where: { id: participant.user.id },
      data: { name: "Desk Kandidatin" },
    });
    await progress(participant.user.id, 5, 3);
    const admin = await server.signIn("ADMIN");
    inGerman(<CertificateUsersAdmin />, admin);
    expect(
      await screen.findByText(
        "Berechtigt: mindestens 5 gescannte Stationen und 3 aufgefüllte Flaschen.",
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Suche" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "CSV exportieren" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Ausgestellt" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Zertifikat" })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole("button", { name: "Desk Kandidatin ein Zertifikat ausstellen" }),
    );
    expect(await screen.findByText("1 Zertifikat wurde ausgestellt.")).toBeTruthy();
    await waitFor(async () =>
      expect(
        await server.prisma.certificate.count({ where: { userId: participant.user.id } }),
      ).toBe(1),
    );
  });
});
