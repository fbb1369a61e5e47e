import { describe, expect, it } from "vitest";
import {
  alreadyScannedText,
  creditedText,
  isStationToken,
  scannedByThisLink,
  stationUrl,
  tokenFromScannedText,
} from "./rules";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";

describe("station tokens and URLs", () => {
  it("accepts URL-safe base64 of at least 22 characters (128 bits) only", () => {
    expect(isStationToken(TOKEN)).toBe(true);
    expect(isStationToken("a".repeat(21))).toBe(false);
    expect(isStationToken("a".repeat(65))).toBe(false);
    expect(isStationToken(`${TOKEN.slice(1)}+`)).toBe(false);
    expect(isStationToken(`${TOKEN.slice(1)}/`)).toBe(false);
    expect(isStationToken(undefined)).toBe(false);
    expect(isStationToken(["x"])).toBe(false);
  });

  it("builds the station URL on the app's public address", () => {
    expect(stationUrl("https://fest.example.org", TOKEN)).toBe(
      `https://fest.example.org/challenge/sustainability/challenge?qr=${TOKEN}`,
    );
    expect(stationUrl("http://localhost:3000/", TOKEN)).toBe(
      `http://localhost:3000/challenge/sustainability/challenge?qr=${TOKEN}`,
    );
  });

  it("reads the token back from a scanned URL of any host, or a bare token", () => {
    expect(tokenFromScannedText(stationUrl("https://fest.example.org", TOKEN))).toBe(TOKEN);
    expect(
      tokenFromScannedText(
        `http://192.168.1.5:3000/challenge/sustainability/challenge/?qr=${TOKEN}`,
      ),
    ).toBe(TOKEN);
    expect(tokenFromScannedText(`  ${TOKEN}\n`)).toBe(TOKEN);
  });

  it("refuses other pages, other schemes and malformed tokens", () => {
    expect(tokenFromScannedText(`https://fest.example.org/profile?qr=${TOKEN}`)).toBeNull();
    expect(
      tokenFromScannedText(`javascript:alert(1)//challenge/sustainability/challenge?qr=${TOKEN}`),
    ).toBeNull();
    expect(
      tokenFromScannedText("https://fest.example.org/challenge/sustainability/challenge?qr=short"),
    ).toBeNull();
    expect(
      tokenFromScannedText("https://fest.example.org/challenge/sustainability/challenge"),
    ).toBeNull();
    expect(tokenFromScannedText("BOTTLE-7K2M")).toBeNull();
    expect(tokenFromScannedText("")).toBeNull();
  });
});

describe("station texts", () => {
  it("say what a scan earned and when it was first scanned", () => {
    expect(creditedText(10, "Recycling station")).toBe("+10 points: Recycling station");
    expect(creditedText(1, "Compost corner")).toBe("+1 point: Compost corner");
    expect(alreadyScannedText("3 Jul 2026, 14:05")).toBe(
      "You scanned this station on 3 Jul 2026, 14:05.",
    );
  });
});

describe("a kept station hunt's own link", () => {
  it("is the scan no older than the page, by the server's and the browser's own clocks", () => {
    // The worker gave up after 10 s; the server had credited the link 8 s into the page's life.
    expect(scannedByThisLink(2, 10_400)).toBe(true);
    // Credited right as the page opened: at most the page's age, plus a second of rounding.
    expect(scannedByThisLink(11, 10_400)).toBe(true);
    // A scan from before the link was opened is an earlier visit's: "already scanned".
    expect(scannedByThisLink(12, 10_400)).toBe(false);
    expect(scannedByThisLink(3_600, 10_400)).toBe(false);
  });
});
