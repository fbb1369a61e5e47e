import { describe, expect, it } from "vitest";
import { stationCreateSchema } from "./inputs";

describe("station input", () => {
  it("trims and bounds what admins enter", () => {
    const parsed = stationCreateSchema.parse({
      label: "  Recycling station ",
      description: "",
      points: 10,
      position: 0,
    });
    expect(parsed.label).toBe("Recycling station");
    const refused = stationCreateSchema.safeParse({
      label: "x",
      description: "d".repeat(301),
      points: -1,
      position: 1.5,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "description",
      "label",
      "points",
      "position",
    ]);
  });
});
