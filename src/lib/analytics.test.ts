import { describe, expect, it, vi } from "vitest";
import { posthogOptions, runCommand } from "./analytics";
import { DISABLED_CLIENT_CONFIG, parseClientConfig } from "./client-config";

describe("PostHog settings", () => {
  it("follow the seed: identified-only profiles, manual pageviews, page leaves", () => {
    const options = posthogOptions({
      ...DISABLED_CLIENT_CONFIG,
      posthogKey: "phc_test",
      posthogHost: "https://eu.i.posthog.com",
    });
    expect(options).toMatchObject({
      api_host: "/api/ingest",
      ui_host: "https://eu.i.posthog.com",
      person_profiles: "identified_only",
      capture_pageview: false,
      capture_pageleave: true,
      disable_external_dependency_loading: true,
    });
  });
});

describe("analytics commands", () => {
  const posthog = () => ({ capture: vi.fn(), identify: vi.fn(), reset: vi.fn() });

  it("sends the seed's pageview with current_url = the full path", () => {
    const client = posthog();
    runCommand(client, { kind: "pageview", path: "/faq?open=1" });
    expect(client.capture).toHaveBeenCalledWith("$pageview", { current_url: "/faq?open=1" });
  });

  it("identifies by id and role only, and resets on sign-out", () => {
    const client = posthog();
    runCommand(client, { kind: "identify", user: { id: "cuser1", role: "MODERATOR" } });
    expect(client.identify).toHaveBeenCalledWith("cuser1", { role: "MODERATOR" });
    runCommand(client, { kind: "reset" });
    expect(client.reset).toHaveBeenCalledTimes(1);
  });
});

describe("client config", () => {
  it("reads the server's settings and treats anything else as off", () => {
    expect(parseClientConfig({ resolved: false })).toBeNull();
    expect(parseClientConfig("x")).toBeNull();
    expect(parseClientConfig({ posthogKey: "", sentryDsn: 3 })).toEqual(DISABLED_CLIENT_CONFIG);
    expect(
      parseClientConfig({
        posthogKey: "phc",
        posthogHost: "https://h",
        sentryDsn: "https://k@h/1",
        environment: "demo",
      }),
    ).toEqual({
      posthogKey: "phc",
      posthogHost: "https://h",
      sentryDsn: "https://k@h/1",
      environment: "demo",
    });
  });
});
