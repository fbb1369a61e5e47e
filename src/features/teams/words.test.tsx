// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { useTranslations } from "use-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import {
  adminRenameTeamInput,
  joinTeamInput,
  teamSettingsInput,
  updateTeamInput,
} from "~/shared/teams/inputs";
import { JOIN_CODE_MESSAGE, teamNameProblem } from "~/shared/teams/rules";
import { renderWithTheme } from "~/test/render";
import { checkWords } from "./words";

afterEach(cleanup);

/** Every English check of `~/shared/teams` (the rules' and the schemas' words). */
function englishChecks(): string[] {
  const issues = [
    updateTeamInput.safeParse({ teamId: "t", name: "", description: "x".repeat(201) }),
    updateTeamInput.safeParse({ teamId: "t", name: "x".repeat(41), description: "" }),
    adminRenameTeamInput.safeParse({ teamId: "t", name: "ab" }),
    adminRenameTeamInput.safeParse({ teamId: "t", name: "\u200B\u200B\u200B" }),
    joinTeamInput.safeParse({ code: "nope" }),
    teamSettingsInput.safeParse({ maxMembers: 1, minRankedMembers: 0, joinClosesAt: null }),
    teamSettingsInput.safeParse({ maxMembers: 101, minRankedMembers: 101, joinClosesAt: null }),
  ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
  const rules = ["", "ab", "\u200B\u200B\u200B", "x".repeat(41)].map(teamNameProblem);
  return [...new Set([...issues, ...rules, JOIN_CODE_MESSAGE])].filter(
    (message): message is string => typeof message === "string",
  );
}

function Worded({ messages }: { messages: readonly string[] }) {
  const t = useTranslations("teams");
  return (
    <ul>
      {messages.map((message) => (
        <li key={message}>{checkWords(t, message)}</li>
      ))}
    </ul>
  );
}

function worded(messages: readonly string[], locale: Locale): string[] {
  cleanup();
  renderWithTheme(<Worded messages={messages} />, { locale });
  return screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("the teams checks", () => {
  const checks = englishChecks();

  it("are all known (nine distinct words)", () => {
    expect(checks).toHaveLength(9);
    expect(checks).toContain("At least 3 characters");
    expect(checks).toContain("At most 200 characters");
    expect(checks).toContain("At least 2");
  });

  it("are worded in German by key, every one of them", () => {
    const german = worded(checks, "de");
    for (const [index, words] of german.entries()) expect(words).not.toBe(checks[index]);
    expect(german).toContain("Gib einen Teamnamen ein");
    expect(german).toContain("Mindestens 3 Zeichen");
    expect(german).toContain("Höchstens 200 Zeichen");
    expect(german).toContain("Ein Beitrittscode hat 10 Buchstaben und Ziffern.");
    expect(german).toContain("Mindestens 2");
    expect(german).toContain("Höchstens 100");
  });

  it("keep their English words in English", () => {
    expect(worded(checks, "en")).toEqual(checks);
  });

  it("leave any other message as it came", () => {
    expect(worded(["Something else"], "de")).toEqual(["Something else"]);
  });
});
