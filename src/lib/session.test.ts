import { describe, expect, it, vi } from "vitest";
import { fetchSession, parseSessionPayload, SESSION_ENDPOINT } from "./session";

const signedIn = {
  user: {
    id: "cuser1",
    name: "Pat",
    email: "pat@festival.test",
    role: "PARTICIPANT",
    publicProfile: false,
  },
  loggedInAt: "2026-07-04T10:00:00.000Z",
};

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe("parseSessionPayload", () => {
  it("reads a signed-in session and treats {} as a visitor", () => {
    expect(parseSessionPayload(signedIn)).toEqual(signedIn);
    expect(parseSessionPayload({})).toBeNull();
  });

  it("treats anything malformed as a visitor", () => {
    expect(parseSessionPayload(null)).toBeNull();
    expect(parseSessionPayload({ user: null, loggedInAt: "x" })).toBeNull();
    expect(
      parseSessionPayload({ ...signedIn, user: { ...signedIn.user, role: "ROOT" } }),
    ).toBeNull();
    expect(parseSessionPayload({ user: signedIn.user })).toBeNull();
  });
});

describe("fetchSession", () => {
  it("asks for JSON once, without caching", async () => {
    const fetcher = answer(200, signedIn);
    expect(await fetchSession(fetcher)).toEqual(signedIn);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(SESSION_ENDPOINT);
    expect(init).toMatchObject({ headers: { accept: "application/json" }, cache: "no-store" });
  });

  it("is an empty session, silently, when the request fails in any way", async () => {
    expect(await fetchSession(answer(200, {}))).toBeNull();
    expect(await fetchSession(answer(404, { error: "Not Found" }))).toBeNull();
    expect(await fetchSession(answer(500, signedIn))).toBeNull();
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchSession(offline)).toBeNull();
    const notJson = vi.fn<typeof fetch>(async () => new Response("<html>", { status: 200 }));
    expect(await fetchSession(notJson)).toBeNull();
  });
});
