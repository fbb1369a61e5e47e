// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { useTranslations } from "use-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/shared/i18n/locales";
import {
  deleteCollectionInput,
  recordCollectionSchema,
  waterPointInput,
} from "~/shared/refills/inputs";
import type { z } from "~/shared/zod";
import { renderWithTheme } from "~/test/render";
import { refillCheckWords } from "./words";

afterEach(cleanup);

/** Every message a schema gives for these inputs (browser and server alike). */
function checksOf<T extends z.ZodType>(schema: T, inputs: unknown[]): string[] {
  return inputs.flatMap(
    (input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
  );
}

const collection = { userId: "u1", waterPointId: "w1", quantity: 2 };
const CHECKS = [
  ...new Set([
    ...checksOf(recordCollectionSchema, [
      { ...collection, quantity: undefined },
      { ...collection, quantity: 1.5 },
      { ...collection, quantity: 0 },
      { ...collection, quantity: 21 },
      { ...collection, waterPointId: "" },
      { ...collection, note: "x".repeat(281) },
    ]),
    ...checksOf(waterPointInput, [{ name: "x" }, { name: "x".repeat(81) }]),
    ...checksOf(deleteCollectionInput, [
      { id: "c1", reason: "no" },
      { id: "c1", reason: "x".repeat(301) },
    ]),
  ]),
];

function Worded({ checks }: { checks: string[] }) {
  const t = useTranslations("refills");
  return (
    <ul>
      {checks.map((check) => (
        <li key={check}>{refillCheckWords(t, check)}</li>
      ))}
    </ul>
  );
}

function worded(locale: Locale): string[] {
  cleanup();
  renderWithTheme(<Worded checks={CHECKS} />, { locale, namespaces: ["refills"] });
  return screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("the desk's checks in the page's language (README \"Languages\")", () => {
  it("has a key for every check of the schemas: English as the schemas say it", () => {
    expect(CHECKS).toHaveLength(10);
    expect(worded("en")).toEqual(CHECKS);
  });

  it("says every check in German", () => {
    expect(worded("de")).toEqual([
      "Gib an, wie viele Flaschen.",
      "Nur ganze Flaschen.",
      "Mindestens 1 Flasche.",
      "Höchstens 20 Flaschen auf einmal.",
      "Wähle eine Wasserstelle.",
      "Höchstens 280 Zeichen.",
      "Mindestens 2 Zeichen.",
      "Höchstens 80 Zeichen.",
      "Sag, warum: mindestens 3 Zeichen.",
      "Höchstens 300 Zeichen.",
    ]);
  });
});
