// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedFestivalCatalogue } from "../../../prisma/seed-festival";
import { SessionProvider } from "~/lib/session";
import { api } from "~/lib/trpc";
import { CARE_MESSAGE_MAX } from "~/shared/care/rules";
import type { CarePostKind } from "~/generated/prisma/enums";
import type { SessionPayload } from "~/shared/session";
import { openPageApi, type PageApi } from "~/test/page-api";
import { describedByTexts, renderWithTheme } from "~/test/render";
import { CarePostForm } from "./CarePostForm";

/**
 * The care forms (/challenge/care/gratitude and /joy-of-giving) against the real API and database
 * (see `openPageApi`): their fields as screen readers meet them (names, descriptions, the
 * counter), the checks, the preview and sending.
 */

// The live events read the server's environment, which a browser-side test cannot reach.
vi.mock("~/server/services/live-updates", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  live: () => ({ latest: () => "test", publish: () => {} }),
  publishLive: () => {},
}));

let server: PageApi;

beforeAll(async () => {
  server = await openPageApi();
  // The care challenges, open: posts count towards them.
  await server.prisma.$transaction((tx) => seedFestivalCatalogue(tx));
});
afterAll(() => server.close());
afterEach(cleanup);

function open(kind: CarePostKind, session: SessionPayload | null) {
  const Page = api.withTRPC(() => (
    <SessionProvider initial={session}>
      <CarePostForm kind={kind} />
    </SessionProvider>
  ));
  renderWithTheme(<Page />);
}

describe("the care forms", () => {
  it("asks a visitor to sign in, with the two ways in", () => {
    open("JOY_OF_GIVING", null);
    expect(screen.getByRole("heading", { level: 1, name: "Log an act of giving" })).toBeTruthy();
    expect(screen.getByText("Sign in to post")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
    expect(screen.getByRole("link", { name: "Create account" }).getAttribute("href")).toBe(
      "/auth/register",
    );
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("names and describes its fields, checks them, previews and sends an act of giving", async () => {
    const session = await server.signIn("PARTICIPANT");
    open("JOY_OF_GIVING", session);
    expect(screen.getByRole("heading", { level: 1, name: "Log an act of giving" })).toBeTruthy();
    const preview = screen.getByRole("region", { name: "Preview on the wall" });
    expect(within(preview).getByRole("heading", { level: 2 })).toBeTruthy();

    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message.hasAttribute("required")).toBe(true);
    expect(describedByTexts(message)).toEqual([`0 of ${CARE_MESSAGE_MAX} characters`]);
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(category.hasAttribute("required")).toBe(true);
    const anonymous = screen.getByRole("switch", { name: "Post anonymously" });
    // A new profile is private: the switch says what the wall shows, and where to change that.
    expect(describedByTexts(anonymous).join(" ")).toMatch(
      /^Moderators still see who wrote it\. Your profile is private/,
    );
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe(
      "/account/personal",
    );

    const send = screen.getByRole("button", { name: "Send" });
    await userEvent.click(send);
    expect(await screen.findByText("Write a message.")).toBeTruthy();
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(describedByTexts(message)).toEqual([
      "Write a message.",
      `0 of ${CARE_MESSAGE_MAX} characters`,
    ]);

    // Over the limit, the counter says so (in red, as its class says).
    fireEvent.change(message, { target: { value: "x".repeat(CARE_MESSAGE_MAX + 1) } });
    const over = screen.getByText(
      `${CARE_MESSAGE_MAX + 1} of ${CARE_MESSAGE_MAX} characters: too long`,
    );
    expect(over.className).toMatch(/over/);
    fireEvent.change(message, { target: { value: "Shared my umbrella" } });
    const counter = screen.getByText(`18 of ${CARE_MESSAGE_MAX} characters`);
    expect(counter.className).not.toMatch(/over/);
    expect(within(preview).getByText("Shared my umbrella")).toBeTruthy();

    await userEvent.click(send);
    expect(await screen.findByText("Choose a category.")).toBeTruthy();
    expect(category.getAttribute("aria-invalid")).toBe("true");
    await userEvent.selectOptions(category, "Sharing");
    await userEvent.click(anonymous);
    expect((anonymous as HTMLInputElement).checked).toBe(true);
    expect(within(preview).getByText("— Anonymous")).toBeTruthy();

    await userEvent.click(send);
    await waitFor(
      () => {
        const alerts = screen.queryAllByRole("alert").map((alert) => alert.textContent);
        expect(alerts).toEqual([]);
        expect(screen.getByRole("status").textContent).toBe("Sent for review");
      },
      { timeout: 10_000 },
    );
    const post = await server.prisma.carePost.findFirstOrThrow({
      where: { userId: session.user.id },
    });
    expect(post).toMatchObject({
      kind: "JOY_OF_GIVING",
      category: "SHARING",
      message: "Shared my umbrella",
      anonymous: true,
    });
  });

  it("asks a gratitude note for whom it is", async () => {
    open("GRATITUDE", await server.signIn("PARTICIPANT"));
    const to = screen.getByRole("textbox", { name: "To (optional)" });
    expect(describedByTexts(to)).toEqual(["Whom you thank: a name, or “the bar crew”"]);
    await userEvent.type(to, "the tea tent");
    const preview = screen.getByRole("region", { name: "Preview on the wall" });
    expect(within(preview).getByText("Thank you, the tea tent")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Category" })).toBeNull();
  });
});
