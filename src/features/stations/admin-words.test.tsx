// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { useTranslations } from "use-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import { stationCreateSchema } from "~/shared/stations/inputs";
import { renderWithTheme } from "~/test/render";
import { stationCheckWords } from "./admin-words";

afterEach(cleanup);

/** Every message the station editor's schema gives for these inputs (browser and server alike). */
function checksOf(inputs: Record<string, unknown>[]): string[] {
  const messages = new Set<string>();
  for (const input of inputs) {
    const result = stationCreateSchema.safeParse(input);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return [...messages];
}

const valid = { label: "Compost corner", description: "", points: 10, position: 0 };
const CHECKS = checksOf([
  { ...valid, label: "x" },
  { ...valid, label: "x".repeat(81) },
  { ...valid, description: "x".repeat(301) },
  { ...valid, points: 1.5 },
  { ...valid, points: -1 },
  { ...valid, points: 1001 },
  { ...valid, position: 0.5 },
  { ...valid, position: -1 },
  { ...valid, position: 100_001 },
]);

function Worded({ checks }: { checks: string[] }) {
  const t = useTranslations("stationsAdmin");
  return (
    <ul>
      {checks.map((check) => (
        <li key={check}>{stationCheckWords(t, check)}</li>
      ))}
    </ul>
  );
}

function worded(locale: Locale): string[] {
  cleanup();
  renderWithTheme(<Worded checks={CHECKS} />, { locale, namespaces: ["stationsAdmin"] });
  return screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("the station editor's checks in the page's language (README \"Languages\")", () => {
  it("has a key for every check of the schema: English as the schema says it", () => {
    expect(CHECKS).toHaveLength(9);
    expect(worded("en")).toEqual(CHECKS);
  });

  it("says every check in German", () => {
    expect(worded("de")).toEqual([
      "Mindestens 2 Zeichen.",
      "Höchstens 80 Zeichen.",
      "Höchstens 300 Zeichen.",
      "Nur ganze Punkte.",
      "Keine negativen Punkte.",
      "Höchstens 1000.",
      "Eine ganze Zahl.",
      "Mindestens 0.",
      "Höchstens 100.000.",
    ]);
  });
});
