import { describe, expect, it } from "vitest";
import {
  contentText,
  localizeRow,
  missingTranslations,
  parseTranslations,
  withTranslations,
} from "./content";

const german = "de";
const english = "en";

describe("parseTranslations", () => {
  it("keeps known languages and their texts", () => {
    expect(parseTranslations({ de: { title: "Titel", summary: "Kurz" } })).toEqual({
      de: { title: "Titel", summary: "Kurz" },
    });
  });

  it("ignores what a stored column should not hold", () => {
    for (const value of [null, "de", 3, [], [{ de: {} }]])
      expect(parseTranslations(value)).toEqual({});
    expect(
      parseTranslations({ xx: { title: "?" }, de: { title: 5, summary: "Kurz" }, en: "no" }),
    ).toEqual({ de: { summary: "Kurz" } });
    expect(parseTranslations({ de: { title: null } })).toEqual({});
  });
});

describe("contentText", () => {
  const translations = { de: { title: "Stationsjagd", summary: "   " } };

  it("is the translation when there is one", () => {
    expect(contentText("Station hunt", translations, "title", german)).toBe("Stationsjagd");
  });

  it("falls back to the base text when the translation is missing or blank", () => {
    expect(contentText("Find them", translations, "summary", german)).toBe("Find them");
    expect(contentText("Long text", translations, "description", german)).toBe("Long text");
    expect(contentText("Station hunt", {}, "title", german)).toBe("Station hunt");
  });

  it("is the base text in the default language, which the translations never hold", () => {
    expect(contentText("Station hunt", translations, "title", english)).toBe("Station hunt");
  });
});

describe("localizeRow", () => {
  const row = {
    id: "c1",
    slug: "station-hunt",
    title: "Station hunt",
    summary: "Find the stations.",
    points: 10,
    translations: { de: { title: "Stationsjagd", slug: "stationsjagd" } },
  };

  it("gives each translated field of the kind in the language and drops the translations", () => {
    expect(localizeRow("challenge", row, german)).toEqual({
      id: "c1",
      slug: "station-hunt",
      title: "Stationsjagd",
      summary: "Find the stations.",
      points: 10,
    });
  });

  it("keeps the base texts in the default language", () => {
    expect(localizeRow("challenge", row, english)).toEqual({
      id: "c1",
      slug: "station-hunt",
      title: "Station hunt",
      summary: "Find the stations.",
      points: 10,
    });
  });

  it("touches only the kind's fields the row has", () => {
    expect(
      localizeRow(
        "station",
        {
          id: "s",
          label: "Bike parking",
          translations: { de: { label: "Fahrradparkplatz", description: "x" } },
        },
        german,
      ),
    ).toEqual({ id: "s", label: "Fahrradparkplatz" });
  });
});

describe("missingTranslations", () => {
  it("lists every offered language but the default, times every field without a translation", () => {
    const row = {
      title: "Station hunt",
      summary: "Find them.",
      description: "More.",
      translations: { de: { title: "Stationsjagd", summary: " " } },
    };
    expect(missingTranslations("challenge", row, ["en", "de"], "en")).toEqual([
      { locale: "de", field: "summary" },
      { locale: "de", field: "description" },
    ]);
  });

  it("needs no translation of a blank base text, nor with one language offered", () => {
    const row = { label: "Bike parking", description: "", translations: {} };
    expect(missingTranslations("station", row, ["en", "de"], "en")).toEqual([
      { locale: "de", field: "label" },
    ]);
    expect(missingTranslations("station", row, ["en"], "en")).toEqual([]);
  });

  it("is empty when every text is translated", () => {
    const row = { text: "Run 5 km", translations: { de: { text: "5 km laufen" } } };
    expect(missingTranslations("bingoTask", row, ["en", "de"], "en")).toEqual([]);
  });
});

describe("withTranslations", () => {
  it("sets one language's texts and keeps the others", () => {
    expect(
      withTranslations({ en: { title: "Hunt" } }, "de", { title: " Stationsjagd ", summary: "" }),
    ).toEqual({ en: { title: "Hunt" }, de: { title: "Stationsjagd" } });
  });

  it("removes the language when every text is blank", () => {
    expect(withTranslations({ de: { title: "Alt" } }, "de", { title: "", summary: "  " })).toEqual(
      {},
    );
  });
});
