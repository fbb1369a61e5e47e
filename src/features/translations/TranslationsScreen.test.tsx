// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { Locale } from "~/shared/i18n/locales";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { TranslationsScreen } from "./TranslationsScreen";

/**
 * The translations screen in German against the real API and database (`openPageApi`). This
 * process is a browser, where the server's environment is out of reach: the festival's languages
 * are given here as the server would read them.
 */
const languages = vi.hoisted(() => ({
  offered: ["en", "de"] as Locale[],
  fallback: "en" as Locale,
}));
vi.mock("~/server/i18n/locale", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  localeSettings: () => languages,
}));

let server: PageApi;
let session: SessionPayload;

beforeAll(async () => {
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
});
afterAll(() => server.close());
beforeEach(async () => {
  session = await server.signIn("ADMIN");
  languages.offered = ["en", "de"];
});
afterEach(() => cleanup());

const Page = api.withTRPC(function Page() {
  return (
    <SessionProvider initial={session}>
      <Notifications />
      <TranslationsScreen />
    </SessionProvider>
  );
});

/** The form of the challenge whose English title is `title`. */
async function formOf(title: string) {
  // The first answer of a test file waits for the database to warm up.
  return screen.findByRole("form", { name: `Übersetzung von „${title}“` }, { timeout: 15_000 });
}

describe("the translations screen in German", () => {
  it("shows what is missing beside the English, words its checks and saves an item", async () => {
    renderWithTheme(<Page />, { locale: "de" });
    const form = await formOf("Station hunt");
    // (The heading is the page's: e2e/languages-content.spec.ts.)
    expect(screen.getByText(/^Die Texte des Festivals in einer anderen Sprache\. /)).toBeTruthy();
    expect(
      (screen.getByRole("combobox", { name: "Übersetzen in" }) as HTMLSelectElement).value,
    ).toBe("de");
    expect(screen.getByRole("switch", { name: "Nur fehlende" })).toHaveProperty("checked", true);
    // Every seeded challenge's three texts are missing.
    expect(screen.getByRole("tab", { name: "Challenges, 33 fehlen" })).toBeTruthy();
    const title = within(form).getByRole("textbox", { name: "Titel auf Deutsch" });
    expect(title.getAttribute("lang")).toBe("de");
    expect(within(form).getByText(/^Englisch: Station hunt/)).toBeTruthy();
    expect(within(form).getAllByText("Fehlt")).toHaveLength(3);

    await userEvent.type(title, "ab");
    await userEvent.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(await within(form).findByText("Mindestens 3 Zeichen.")).toBeTruthy();

    await userEvent.clear(title);
    await userEvent.type(title, "Stationsjagd");
    await userEvent.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText("Die Übersetzung von „Station hunt“ ist gespeichert."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Challenges, 32 fehlen" })).toBeTruthy(),
    );
    const hunt = await server.prisma.challenge.findFirstOrThrow({
      where: { slug: "station-hunt" },
    });
    expect(hunt.translations).toEqual({ de: { title: "Stationsjagd" } });
    // Two of its texts are still missing: it stays in the list.
    expect(within(await formOf("Station hunt")).getAllByText("Fehlt")).toHaveLength(2);
  });

  it("lets admins prepare a language the festival does not offer yet, and says so", async () => {
    languages.offered = ["en"];
    renderWithTheme(<Page />, { locale: "de" });
    await formOf("Refill challenge");
    expect(
      screen.getByText(
        "Deutsch wird Besucherinnen und Besuchern noch nicht angeboten: Du kannst die Texte hier schon vorbereiten, sie erscheinen, sobald das Festival Deutsch anbietet.",
      ),
    ).toBeTruthy();
  });
});
