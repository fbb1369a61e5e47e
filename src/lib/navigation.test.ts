import { describe, expect, it } from "vitest";
import { linksFor, staffSectionsFor, USER_LINKS, type NavSection } from "./account-navigation";
import { ACCOUNT_LINKS, AREA_LINKS, AREAS, isActiveLink, VISITOR_LINKS } from "./navigation";

describe("navigation config", () => {
  it("has the four areas, each with its own colour", () => {
    expect(AREAS.map((area) => area.id)).toEqual(["fitness", "arts", "sustainability", "care"]);
    expect(new Set(AREAS.map((area) => area.color)).size).toBe(4);
  });

  it("offers visitors sign-in and registration, users their profile and account", () => {
    expect(VISITOR_LINKS.map((link) => link.label)).toEqual([
      "shell.links.signIn",
      "shell.links.register",
    ]);
    expect(linksFor(USER_LINKS, null)).toEqual([]);
    expect(linksFor(USER_LINKS, "PARTICIPANT").map((link) => link.label)).toEqual(
      expect.arrayContaining(["shell.links.profile", "shell.links.account"]),
    );
    expect(ACCOUNT_LINKS.map((link) => link.href)).toEqual([
      "/profile",
      "/account/personal",
      "/account/password",
    ]);
  });
});

describe("staff sections by role", () => {
  const sections: NavSection[] = [
    {
      label: "shell.sections.moderation",
      role: "MODERATOR",
      links: [{ label: "shell.links.carePosts", href: "/challenge/care/moderation" }],
    },
    {
      label: "shell.sections.administration",
      role: "ADMIN",
      links: [
        { label: "shell.links.users", href: "/admin/users" },
        { label: "shell.links.auditLog", href: "/admin/audit", role: "ADMIN" },
      ],
    },
    { label: "shell.links.overview", role: "MODERATOR", links: [] },
  ];

  it("shows each role its sections and those of the roles below, never empty ones", () => {
    expect(staffSectionsFor(sections, null)).toEqual([]);
    expect(staffSectionsFor(sections, "PARTICIPANT")).toEqual([]);
    expect(staffSectionsFor(sections, "MODERATOR").map((s) => s.label)).toEqual([
      "shell.sections.moderation",
    ]);
    expect(staffSectionsFor(sections, "ADMIN").map((s) => s.label)).toEqual([
      "shell.sections.moderation",
      "shell.sections.administration",
    ]);
  });
});

describe("isActiveLink", () => {
  it("marks the current page and pages under a section", () => {
    expect(isActiveLink("/faq", "/faq")).toBe(true);
    expect(isActiveLink("/faq", "/faq?x=1#top")).toBe(true);
    expect(isActiveLink("/account", "/account/password")).toBe(true);
    expect(isActiveLink("/", "/faq")).toBe(false);
    expect(isActiveLink("/", "/")).toBe(true);
    expect(isActiveLink("/fa", "/faq")).toBe(false);
    expect(isActiveLink("/#arts", "/")).toBe(false);
  });

  it("marks an area's overview tab on the overview only, not on the area's other pages", () => {
    const overview = AREA_LINKS.care.find((link) => link.label === "shell.links.overview");
    if (!overview) throw new Error("the care area has an overview tab");
    expect(isActiveLink(overview, "/challenge/care")).toBe(true);
    expect(isActiveLink(overview, "/challenge/care?x=1")).toBe(true);
    expect(isActiveLink(overview, "/challenge/care/gratitude")).toBe(false);
    // The header's area link (not exact) still marks the whole area.
    expect(isActiveLink("/challenge/care", "/challenge/care/gratitude")).toBe(true);
    expect(isActiveLink({ href: "/challenge/care/feed" }, "/challenge/care/feed")).toBe(true);
  });
});
