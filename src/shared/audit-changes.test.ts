import { describe, expect, it } from "vitest";
import { auditChanges, fieldLabel, valueText } from "./audit-changes";

describe("audit changes", () => {
  it("lists only the fields that changed, with readable names and values", () => {
    expect(
      auditChanges(
        { title: "Clay", published: false, points: 12 },
        { title: "Clay", published: true, points: 15 },
      ),
    ).toEqual([
      { key: "published", field: "Published", before: "no", after: "yes" },
      { key: "points", field: "Points", before: "12", after: "15" },
    ]);
  });

  it("shows every field of a creation as new and of a deletion as gone", () => {
    expect(auditChanges(null, { label: "Compost", active: true })).toEqual([
      { key: "label", field: "Label", before: "—", after: "Compost" },
      { key: "active", field: "Active", before: "—", after: "yes" },
    ]);
    expect(auditChanges({ question: "Why?" }, null)).toEqual([
      { key: "question", field: "Question", before: "Why?", after: "—" },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it("names fields and values as a person reads them", () => {
    expect(fieldLabel("publicProfile")).toBe("Public profile");
    expect(fieldLabel("starts_at")).toBe("Starts at");
    expect(valueText("")).toBe("(empty)");
    expect(valueText(["a", "b"])).toBe('["a","b"]');
    expect(auditChanges("ADMIN", "MODERATOR")).toEqual([
      { key: "value", field: "Value", before: "ADMIN", after: "MODERATOR" },
    ]);
  });

  it("says yes, no and empty in the words it is given (the page's language)", () => {
    const german = { yes: "ja", no: "nein", empty: "(leer)" };
    expect(
      auditChanges({ published: false, link: "" }, { published: true, link: "/faq" }, german),
    ).toEqual([
      { key: "published", field: "Published", before: "nein", after: "ja" },
      { key: "link", field: "Link", before: "(leer)", after: "/faq" },
    ]);
  });
});
