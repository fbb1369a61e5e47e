import { describe, expect, it } from "vitest";
import { redactUrl, redactUrlsIn } from "./redact";

const TOKEN = "Zq3x-9_ABCdefGHIjklMNOpqrSTUvwxYZ0123456789a";

describe("redactUrl", () => {
  it.each([
    [`/authenticated/${TOKEN}`, "/authenticated/[redacted]"],
    [`/auth/reset-password/${TOKEN}`, "/auth/reset-password/[redacted]"],
    [`/auth/confirm-email/${TOKEN}`, "/auth/confirm-email/[redacted]"],
    // A digest mail's unsubscribe link carries its token as `?token=`.
    [`/inbox?token=${TOKEN}`, "/inbox?token=[redacted]"],
    [
      `https://festival.example/inbox?token=${TOKEN}`,
      "https://festival.example/inbox?token=[redacted]",
    ],
    [
      `https://festival.example/authenticated/${TOKEN}?x=1#y`,
      "https://festival.example/authenticated/[redacted]?x=1#y",
    ],
    [`/auth/reset-password/${TOKEN}/`, "/auth/reset-password/[redacted]/"],
    [
      `/challenge/sustainability/challenge?qr=${TOKEN}`,
      "/challenge/sustainability/challenge?qr=[redacted]",
    ],
    [
      `/challenge/sustainability/challenge?a=1&qr=${TOKEN}&b=2`,
      "/challenge/sustainability/challenge?a=1&qr=[redacted]&b=2",
    ],
    [`/x?token=${TOKEN}#top`, "/x?token=[redacted]#top"],
    [
      `/challenge/sustainability/challenge?scan=Fe26.2**abc*def`,
      "/challenge/sustainability/challenge?scan=[redacted]",
    ],
    // Percent-encoded inside another URL's query (a referrer, a redirect target).
    [
      `/auth/login?next=%2Fauthenticated%2F${TOKEN}`,
      "/auth/login?next=%2Fauthenticated%2F[redacted]",
    ],
    [`/x?next=%2Fy%3Fqr%3D${TOKEN}`, "/x?next=%2Fy%3Fqr%3D[redacted]"],
    // Inside a text (an error message, a breadcrumb).
    [`GET /authenticated/${TOKEN} failed`, "GET /authenticated/[redacted] failed"],
  ])("%s → %s", (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });

  it.each([
    "/authenticated",
    "/authenticated/",
    "/auth/login",
    "/auth/reset-password",
    "/challenge/sustainability/challenge",
    "/faq?q=qr",
    "/faq?square=1",
    "/challenge/fitness/bingo/easy/cm1234567890abcdefghij",
  ])("leaves %s alone", (input) => {
    expect(redactUrl(input)).toBe(input);
  });
});

describe("redactUrlsIn", () => {
  it("redacts every string of an object, its arrays and nested objects in place, keeping the rest", () => {
    const event = {
      event: "$pageview",
      properties: {
        current_url: `/authenticated/${TOKEN}`,
        $current_url: `https://festival.example/challenge/sustainability/challenge?qr=${TOKEN}`,
        $referrer: `https://festival.example/auth/reset-password/${TOKEN}`,
        count: 3,
        flag: true,
        none: null,
        list: [`/authenticated/${TOKEN}`, 1],
      },
      $set_once: { $initial_current_url: `/authenticated/${TOKEN}` },
    };
    redactUrlsIn(event);
    expect(JSON.stringify(event)).not.toContain(TOKEN);
    expect(event).toEqual({
      event: "$pageview",
      properties: {
        current_url: "/authenticated/[redacted]",
        $current_url: "https://festival.example/challenge/sustainability/challenge?qr=[redacted]",
        $referrer: "https://festival.example/auth/reset-password/[redacted]",
        count: 3,
        flag: true,
        none: null,
        list: ["/authenticated/[redacted]", 1],
      },
      $set_once: { $initial_current_url: "/authenticated/[redacted]" },
    });
  });

  it("survives cycles and very deep values", () => {
    const cyclic: Record<string, unknown> = { url: `/authenticated/${TOKEN}` };
    cyclic.self = cyclic;
    redactUrlsIn(cyclic);
    expect(cyclic.url).toBe("/authenticated/[redacted]");
    let deep: unknown = { url: `/authenticated/${TOKEN}` };
    for (let index = 0; index < 200; index++) deep = { deep };
    redactUrlsIn(deep);
    expect(JSON.stringify(deep)).not.toContain(TOKEN);
  });
});
