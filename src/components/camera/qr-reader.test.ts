import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ZXING_WASM_SHA256 } from "barcode-detector/ponyfill";
import { describe, expect, it } from "vitest";
import { locateReaderFile, READER_WASM_URL } from "./qr-reader";

const wasmPath = fileURLToPath(READER_WASM_URL);

describe("the camera scanner's reader", () => {
  it("is served from the app: the binary barcode-detector expects, never a CDN", () => {
    const bytes = readFileSync(wasmPath);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(ZXING_WASM_SHA256);
    expect(locateReaderFile("zxing_reader.wasm", "https://cdn.example/", "/static/r.wasm")).toBe(
      "/static/r.wasm",
    );
    expect(locateReaderFile("other.js", "/prefix/", "/static/r.wasm")).toBe("/prefix/other.js");
  });
});
