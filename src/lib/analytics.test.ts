import type { CaptureResult } from "posthog-js";
import { describe, expect, it, vi } from "vitest";
import { posthogOptions, runCommand } from "./posthog-client";
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

  it("never sends a token: token paths and ?qr= are redacted in the pageview", () => {
    const client = posthog();
    const token = "Zq3x-9_ABCdefGHIjklMNOpqrSTUvwxYZ0123456789a";
    runCommand(client, { kind: "pageview", path: `/authenticated/${token}` });
    runCommand(client, { kind: "pageview", path: `/auth/reset-password/${token}` });
    runCommand(client, {
      kind: "pageview",
      path: `/challenge/sustainability/challenge?qr=${token}`,
    });
    expect(client.capture.mock.calls).toEqual([
      ["$pageview", { current_url: "/authenticated/[redacted]" }],
      ["$pageview", { current_url: "/auth/reset-password/[redacted]" }],
      ["$pageview", { current_url: "/challenge/sustainability/challenge?qr=[redacted]" }],
    ]);
  });

  it("identifies by id and role only, and resets on sign-out", () => {
    const client = posthog();
    runCommand(client, { kind: "identify", user: { id: "cuser1", role: "MODERATOR" } });
    expect(client.identify).toHaveBeenCalledWith("cuser1", { role: "MODERATOR" });
    runCommand(client, { kind: "reset" });
    expect(client.reset).toHaveBeenCalledTimes(1);
  });
});

describe("what leaves for PostHog", () => {
  it("is redacted in before_send: posthog-js's own URL properties carry no token either", () => {
    const token = "Zq3x-9_ABCdefGHIjklMNOpqrSTUvwxYZ0123456789a";
    const options = posthogOptions({
      ...DISABLED_CLIENT_CONFIG,
      posthogKey: "phc_test",
      posthogHost: "https://eu.i.posthog.com",
    });
    const hooks = [options.before_send ?? []].flat();
    expect(hooks.length).toBeGreaterThan(0);
    let event: CaptureResult | null = {
      uuid: "0192",
      event: "$pageleave",
      properties: {
        $current_url: `https://festival.example/authenticated/${token}`,
        $pathname: `/authenticated/${token}`,
        $referrer: `https://festival.example/auth/reset-password/${token}`,
        $elements_chain: `a:href="/challenge/sustainability/challenge?qr=${token}"`,
      },
      $set_once: { $initial_current_url: `https://festival.example/authenticated/${token}` },
    };
    for (const hook of hooks) event = event ? hook(event) : null;
    expect(event).not.toBeNull();
    expect(JSON.stringify(event)).not.toContain(token);
    expect(event?.properties.$pathname).toBe("/authenticated/[redacted]");
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
