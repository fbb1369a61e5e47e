import { describe, expect, it } from "vitest";
import { hasRole, ROLE_ORDER } from "./roles";

describe("hasRole", () => {
  it("lets every role act as itself and as the roles below it", () => {
    expect(hasRole("PARTICIPANT", "PARTICIPANT")).toBe(true);
    expect(hasRole("MODERATOR", "PARTICIPANT")).toBe(true);
    expect(hasRole("MODERATOR", "MODERATOR")).toBe(true);
    expect(hasRole("ADMIN", "PARTICIPANT")).toBe(true);
    expect(hasRole("ADMIN", "MODERATOR")).toBe(true);
    expect(hasRole("ADMIN", "ADMIN")).toBe(true);
  });

  it("never lets a role act as one above it", () => {
    expect(hasRole("PARTICIPANT", "MODERATOR")).toBe(false);
    expect(hasRole("PARTICIPANT", "ADMIN")).toBe(false);
    expect(hasRole("MODERATOR", "ADMIN")).toBe(false);
  });

  it("orders the roles from least to most privileged", () => {
    expect(ROLE_ORDER).toEqual(["PARTICIPANT", "MODERATOR", "ADMIN"]);
  });
});
