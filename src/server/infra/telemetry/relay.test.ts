import { describe, expect, it } from "vitest";
import { envelopeUrl, parseDsn, posthogTarget, tunnelTarget } from "./relay";

const DSN = "https://public123@o42.ingest.example.com/4500";

function envelope(header: unknown): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(header)}\n{"type":"event"}\n{}`);
}

describe("parseDsn", () => {
  it("reads the parts of a DSN, with or without a path prefix", () => {
    const dsn = parseDsn(DSN);
    expect(dsn).toEqual({
      origin: "https://o42.ingest.example.com",
      pathPrefix: "",
      publicKey: "public123",
      projectId: "4500",
    });
    expect(dsn && envelopeUrl(dsn)).toBe("https://o42.ingest.example.com/api/4500/envelope/");
    const local = parseDsn("http://key@127.0.0.1:9000/sentry/7");
    expect(local && envelopeUrl(local)).toBe("http://127.0.0.1:9000/sentry/api/7/envelope/");
  });

  it("refuses what is not a DSN", () => {
    expect(parseDsn("not a url")).toBeNull();
    expect(parseDsn("https://o42.ingest.example.com/4500")).toBeNull();
    expect(parseDsn("https://key@host/project")).toBeNull();
    expect(parseDsn("ftp://key@host/1")).toBeNull();
  });
});

describe("tunnelTarget", () => {
  it("forwards an envelope addressed to the configured project", () => {
    expect(tunnelTarget(envelope({ dsn: DSN, sent_at: "now" }), DSN)).toBe(
      "https://o42.ingest.example.com/api/4500/envelope/",
    );
  });

  it("refuses envelopes for any other project, host or key, and garbage", () => {
    expect(tunnelTarget(envelope({ dsn: "https://public123@evil.example/4500" }), DSN)).toBeNull();
    expect(
      tunnelTarget(envelope({ dsn: "https://public123@o42.ingest.example.com/1" }), DSN),
    ).toBeNull();
    expect(
      tunnelTarget(envelope({ dsn: "https://other@o42.ingest.example.com/4500" }), DSN),
    ).toBeNull();
    expect(tunnelTarget(envelope({}), DSN)).toBeNull();
    expect(tunnelTarget(new TextEncoder().encode("not json\n{}"), DSN)).toBeNull();
  });
});

describe("posthogTarget", () => {
  it("forwards the capture endpoints with their query string", () => {
    expect(posthogTarget("https://eu.i.posthog.com/", "e", "?ip=0&ver=1")).toBe(
      "https://eu.i.posthog.com/e/?ip=0&ver=1",
    );
    expect(posthogTarget("http://127.0.0.1:9100", "i/v0/e", "")).toBe(
      "http://127.0.0.1:9100/i/v0/e/",
    );
  });

  it("forwards nothing else", () => {
    expect(posthogTarget("https://eu.i.posthog.com", "api/projects", "")).toBeNull();
    expect(posthogTarget("https://eu.i.posthog.com", "../admin", "")).toBeNull();
    expect(posthogTarget("https://eu.i.posthog.com", "static/recorder.js", "")).toBeNull();
  });
});
