import { describe, expect, it } from "vitest";
import { ANONYMOUS_NAME, publicName } from "./public-name";

describe("publicName", () => {
  const ada = { name: "Ada Lovelace", publicProfile: true };
  const bea = { name: "Bea Private", publicProfile: false };

  it("names a person only when their profile is public", () => {
    expect(publicName(ada)).toBe("Ada Lovelace");
    expect(publicName(bea)).toBe(ANONYMOUS_NAME);
    expect(ANONYMOUS_NAME).toBe("Anonymous");
  });

  it("names the author of a post only when the post is not anonymous and the profile is public", () => {
    expect(publicName(ada, { anonymous: false })).toBe("Ada Lovelace");
    expect(publicName(ada, { anonymous: true })).toBe("Anonymous");
    expect(publicName(bea, { anonymous: false })).toBe("Anonymous");
    expect(publicName(bea, { anonymous: true })).toBe("Anonymous");
  });
});
