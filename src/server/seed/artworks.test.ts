import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkPng, artworkSvg } from "./artworks";

describe("the demo's artworks", () => {
  it("are drawn differently for each work: style, palette and shapes", () => {
    const drawings = Array.from({ length: 12 }, (_, index) => artworkSvg(index));
    expect(new Set(drawings).size).toBe(12);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain("<linearGradient");
    }
    // The same work draws the same picture on every run.
    expect(artworkSvg(5)).toBe(drawings[5]);
  });

  it("render to real pictures with many colours, not blank boxes", async () => {
    const png = await artworkPng(3);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 800, height: 600, format: "png" });
    const stats = await sharp(png).stats();
    // Every channel varies across the picture.
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });
});
