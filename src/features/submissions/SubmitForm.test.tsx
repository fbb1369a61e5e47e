// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { checkWords } from "~/features/arts/words";
import { api } from "~/lib/trpc";
import type { Locale } from "~/shared/i18n/locales";
import { SUBMISSION_CHECKS } from "~/shared/submissions/rules";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { useTranslations } from "use-intl";
import { SubmitForm } from "./SubmitForm";

/** The arts submit form against the real API and database (see `openPageApi`). */

// The live events read the server's environment, which a browser-side test cannot reach.
vi.mock("~/server/services/live-updates", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  live: () => ({ latest: () => "test", publish: () => {} }),
  publishLive: () => {},
}));

let server: PageApi;
/** The server's media storage for this process, in memory: these works are texts. */
const stored = new Map<string, Buffer>();
let challenges: Record<string, { id: string; title: string }>;

beforeAll(async () => {
  // Uploads go through fetch (which openPageApi hands to the router), not XMLHttpRequest's network.
  vi.stubGlobal("XMLHttpRequest", undefined);
  // The app's storage for this process (see getStorage), never reading the server's environment.
  globalThis.festivalMediaStorage = {
    kind: "local",
    put: async (key, bytes) => void stored.set(key, bytes),
    get: async (key) => stored.get(key) ?? null,
    remove: async (keys) => keys.forEach((key) => stored.delete(key)),
  };
  server = await openPageApi();
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
  const rows = await server.prisma.challenge.findMany({
    select: { id: true, slug: true, title: true },
  });
  challenges = Object.fromEntries(rows.map((row) => [row.slug, row]));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  globalThis.festivalMediaStorage = undefined;
  await server.close();
});
beforeEach(async () => {
  await server.signIn("PARTICIPANT");
});
afterEach(async () => {
  cleanup();
  await server.prisma.challenge.updateMany({
    where: { slug: "photo-story" },
    data: { endsAt: null },
  });
});

function challenge(slug: string) {
  const found = challenges[slug];
  if (!found) throw new Error(`no challenge ${slug}`);
  return found;
}

function open(slug: string, locale: Locale = "de") {
  const onSubmitted = vi.fn<(messages: string[]) => void>();
  const Page = api.withTRPC(() => (
    <SubmitForm challenge={challenge(slug)} onSubmitted={onSubmitted} />
  ));
  renderWithTheme(<Page />, { locale });
  return onSubmitted;
}

describe('the submit form in German (README "Languages")', () => {
  it("refuses an empty work next to its field, in German", async () => {
    open("poem-of-the-day");
    const form = screen.getByRole("form", { name: "Einreichen bei Poem of the day" });
    await userEvent.click(within(form).getByRole("button", { name: "Einreichen" }));
    const description = within(form).getByRole("textbox", { name: "Beschreibung" });
    expect(description.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Schreib etwas oder füge ein Bild hinzu.")).toBeTruthy();
    expect(screen.getByText("Bild (optional)")).toBeTruthy();
  });

  it("counts the characters and refuses a text that is too long", async () => {
    open("poem-of-the-day");
    const description = screen.getByRole("textbox", { name: "Beschreibung" });
    fireEvent.change(description, { target: { value: "x".repeat(2001) } });
    expect(screen.getByText("2001 / 2000 Zeichen")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Einreichen" }));
    expect(screen.getByText("Höchstens 2000 Zeichen.")).toBeTruthy();
  });

  it("thanks in German once sent, and words the server's refusal of a second one", async () => {
    const onSubmitted = open("poem-of-the-day");
    await userEvent.type(screen.getByRole("textbox", { name: "Beschreibung" }), "Laternen am See");
    await userEvent.click(screen.getByRole("button", { name: "Einreichen" }));
    // The first answer of a test file waits for the database to warm up.
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled(), { timeout: 20_000 });
    expect(onSubmitted.mock.calls[0]?.[0][0]).toBe(
      "Danke! Deine Einreichung bei „Poem of the day“ wartet auf die Moderation.",
    );
    cleanup();
    open("poem-of-the-day");
    await userEvent.type(screen.getByRole("textbox", { name: "Beschreibung" }), "Noch eins");
    await userEvent.click(screen.getByRole("button", { name: "Einreichen" }));
    expect(
      await screen.findByText(
        "Du hast für diese Challenge schon etwas eingereicht. Wird es abgelehnt, kannst du noch einmal einreichen.",
      ),
    ).toBeTruthy();
  });

  it("says when a closed challenge ended, on the festival's clocks in German", async () => {
    await server.prisma.challenge.updateMany({
      where: { slug: "photo-story" },
      data: { endsAt: new Date("2021-06-01T08:30:00Z") },
    });
    open("photo-story");
    await userEvent.type(screen.getByRole("textbox", { name: "Beschreibung" }), "Ein Foto");
    await userEvent.click(screen.getByRole("button", { name: "Einreichen" }));
    expect(
      await screen.findByText("Diese Challenge ist vorbei: Sie endete am 1. Juni 2021, 10:30."),
    ).toBeTruthy();
  });

  it("keeps its English words", async () => {
    open("festival-sketch", "en");
    const form = screen.getByRole("form", { name: "Submit to Festival sketch" });
    await userEvent.click(within(form).getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Write something or add an image.")).toBeTruthy();
    expect(screen.getByText("0 / 2000 characters")).toBeTruthy();
  });
});

describe("the image picker's refusals", () => {
  function Checks() {
    const t = useTranslations("arts");
    return (
      <ul>
        <li>{checkWords(t, SUBMISSION_CHECKS.imageTooLarge)}</li>
        <li>{checkWords(t, SUBMISSION_CHECKS.imageType)}</li>
        <li>{checkWords(t, SUBMISSION_CHECKS.oneImage)}</li>
        <li>{checkWords(t, "A server's words")}</li>
      </ul>
    );
  }

  it("are worded by key in German; other words stay as they came", () => {
    renderWithTheme(<Checks />, { locale: "de" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Dieses Bild ist größer als 8 MB. Wähle ein kleineres.",
      "Wähle ein Bild im Format JPEG, PNG, WebP, GIF oder AVIF.",
      "Wähle ein einziges Bild.",
      "A server's words",
    ]);
  });
});
