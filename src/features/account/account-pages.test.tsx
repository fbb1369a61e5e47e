// @vitest-environment happy-dom
import { Notifications } from "@mantine/notifications";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import mitt from "next/dist/shared/lib/mitt";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { renderWithTheme } from "~/test/render";
import { ChangeEmailSection } from "./ChangeEmailSection";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { PersonalDataForm } from "./PersonalDataForm";
import { ProfileSummary } from "./ProfileSummary";

/**
 * A participant's own pages in the page's language (README "Languages"), against the real API and
 * database (`openPageApi`): the profile's figures and facts, the personal data form's checks and
 * the display-name refusal next to the name field, and the roles and names the e2e tests find the
 * account pages' parts by (drawn with the plain kit, not Mantine).
 */

// This process is a browser (happy-dom), where the server's environment variables are out of
// reach (see `openPageApi`): the festival's languages, as the tests' environment offers them.
vi.mock("~/server/i18n/locale", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  localeSettings: () => ({ offered: ["en", "de"], fallback: "en" }),
}));

let server: PageApi;
let session: SessionPayload;

beforeAll(async () => {
  server = await openPageApi();
  // A moderator whose name a participant may not take.
  await server.prisma.user.create({
    data: { email: "mo@festival.test", name: "Mo Moderator", role: "MODERATOR" },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  session = await server.signIn("PARTICIPANT");
});
afterEach(cleanup);

const router: NextRouter = {
  route: "/profile",
  pathname: "/profile",
  query: {},
  asPath: "/profile",
  basePath: "",
  isLocaleDomain: false,
  push: async () => true,
  replace: async () => true,
  reload: () => undefined,
  back: () => undefined,
  forward: () => undefined,
  prefetch: async () => undefined,
  beforePopState: () => undefined,
  events: mitt(),
  isFallback: false,
  isReady: true,
  isPreview: false,
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <RouterContext.Provider value={router}>
      <SessionProvider initial={session}>
        <Notifications />
        {children}
      </SessionProvider>
    </RouterContext.Provider>
  );
}

const SCREENS = {
  profile: api.withTRPC(function Profile() {
    return (
      <Frame>
        <ProfileSummary />
      </Frame>
    );
  }),
  personal: api.withTRPC(function Personal() {
    return (
      <Frame>
        <PersonalDataForm />
      </Frame>
    );
  }),
  // /account/personal's first load (the data section comes after it).
  personalPage: api.withTRPC(function PersonalPage() {
    return (
      <Frame>
        <PersonalDataForm />
        <ChangeEmailSection />
      </Frame>
    );
  }),
  password: api.withTRPC(function Password() {
    return (
      <Frame>
        <ChangePasswordForm />
      </Frame>
    );
  }),
};

const show = (which: keyof typeof SCREENS, locale: Locale) => {
  const Screen = SCREENS[which];
  return renderWithTheme(<Screen />, { locale });
};

describe("the profile", () => {
  it("in German: figures, role, member since, the private profile and the links", async () => {
    show("profile", "de");
    // The first answer of a test file waits for the database to warm up.
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: session.user.name },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("Punkte")).toBeTruthy();
    expect(screen.getByText("Rang")).toBeTruthy();
    expect(screen.getByText("sammle Punkte, um platziert zu werden")).toBeTruthy();
    expect(screen.getByText("Erfolge")).toBeTruthy();
    expect(screen.getByText("Teilnehmer/in")).toBeTruthy();
    expect(screen.getByText("Privat: Du erscheinst als „Anonym“.")).toBeTruthy();
    const user = await server.prisma.user.findUniqueOrThrow({ where: { id: session.user.id } });
    const since = formatLongDate(user.createdAt, "de");
    // "24. November 2026": the German long date, not the English one.
    expect(since).toMatch(/^\d{1,2}\. [A-Z][a-zä]+ \d{4}$/);
    expect(screen.getByText("Dabei seit:").nextElementSibling?.textContent).toBe(since);
    for (const link of [
      "Meine Teilnahme",
      "Meine Erfolge",
      "Persönliche Daten bearbeiten",
      "Passwort ändern",
    ])
      expect(screen.getByRole("link", { name: link })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Meine öffentliche Seite" })).toBeNull();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeTruthy();
    expect(screen.queryByText(/Member since|Points|Participant/)).toBeNull();
  });

  it("in English, as before", async () => {
    show("profile", "en");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: session.user.name },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("earn points to be ranked")).toBeTruthy();
    expect(screen.getByText("Participant")).toBeTruthy();
    expect(screen.getByText("Private: you appear as “Anonymous”.")).toBeTruthy();
    expect(screen.getByText("Member since:").nextElementSibling?.textContent).toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
  });
});

/** The name field once the stored name is in it (the form remounts it with the value). */
async function nameField() {
  const current = () => screen.getByRole("textbox", { name: /^Name/ });
  await waitFor(() => expect(current()).toHaveProperty("value", session.user.name), {
    timeout: 15_000,
  });
  return current();
}

describe("the personal data form", () => {
  /** The error shown with the name field (its description), once there is one. */
  async function errorOf(field: HTMLElement, words: string) {
    await waitFor(() => {
      const described = (field.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "");
      expect(described).toContain(words);
    });
  }

  it("words the name's checks in German, next to the field", async () => {
    show("personal", "de");
    const field = await nameField();
    expect(screen.getByRole("heading", { level: 1, name: "Persönliche Daten" })).toBeTruthy();
    expect(screen.getByText("Öffentliches Profil")).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await errorOf(field, "Gib deinen Namen ein");
    await userEvent.clear(field);
    await userEvent.type(field, "\u200B\u200B");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await errorOf(
      field,
      "Verwende mindestens einen sichtbaren Buchstaben, eine Ziffer oder ein Symbol",
    );
  });

  it("words the server's refusal of a moderator's name in German, next to the field, and saves another", async () => {
    show("personal", "de");
    const field = await nameField();
    await userEvent.clear(field);
    // Case and spacing do not make it another name.
    await userEvent.type(field, "mo  MODERATOR");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await errorOf(
      field,
      "Das ist der Name einer Person aus dem Festival-Team: Wähle einen anderen, damit dich niemand mit ihr verwechselt",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(stored.name).toBe(session.user.name);

    await userEvent.clear(field);
    await userEvent.type(field, "Paula Neu");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Deine persönlichen Daten wurden gespeichert.")).toBeTruthy();
    await waitFor(async () =>
      expect(
        (await server.prisma.user.findUniqueOrThrow({ where: { id: session.user.id } })).name,
      ).toBe("Paula Neu"),
    );
  });

  it("keeps the refusal's English words on an English page", async () => {
    show("personal", "en");
    const field = await nameField();
    await userEvent.clear(field);
    await userEvent.type(field, "Mo Moderator");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await errorOf(
      field,
      "This is the name of a festival staff member: choose another so nobody mistakes you for them",
    );
  });
});

describe("the account pages' parts, by role and name", () => {
  it("personal data: the read-only email, the public switch, the language, Save; then the email change", async () => {
    show("personalPage", "en");
    await nameField();
    expect(screen.getByRole("heading", { level: 1, name: "Personal data" })).toBeTruthy();
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveProperty("value", session.user.email);
    expect(email.hasAttribute("readonly")).toBe(true);
    expect(email.getAttribute("type")).toBe("email");
    // The festival of the tests offers two languages: the choice is there, none made yet.
    const language = await screen.findByRole("combobox", { name: "Language" });
    expect(language).toHaveProperty("value", "");
    expect([...language.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Automatic (your browser's language)",
      "English",
      "Deutsch",
    ]);

    const publicProfile = screen.getByRole("switch", { name: /Public profile/ });
    expect(publicProfile).toHaveProperty("checked", false);
    expect(publicProfile.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.click(publicProfile);
    expect(publicProfile).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your personal data was saved.")).toBeTruthy();
    await waitFor(async () =>
      expect(
        (await server.prisma.user.findUniqueOrThrow({ where: { id: session.user.id } }))
          .publicProfile,
      ).toBe(true),
    );

    // The email change: its h2, a button that opens the form, Cancel closes it again.
    expect(screen.getByRole("heading", { level: 2, name: "Change email" })).toBeTruthy();
    expect(screen.getByRole("separator")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    expect(screen.getByRole("textbox", { name: "New email" })).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/)).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: "Send confirmation link" })).toHaveProperty(
      "type",
      "submit",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox", { name: "New email" })).toBeNull();
    expect(screen.getByRole("button", { name: "Change email" })).toBeTruthy();
  });

  it("the password page in German: its h1, the three fields and the button", async () => {
    show("password", "de");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Passwort" }, { timeout: 15_000 }),
    ).toBeTruthy();
    for (const label of [
      /^Aktuelles Passwort/,
      /^Neues Passwort(?! bestätigen)/,
      /^Neues Passwort bestätigen/,
    ])
      expect(screen.getByLabelText(label)).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: "Passwort ändern" })).toHaveProperty(
      "type",
      "submit",
    );
  });
});
