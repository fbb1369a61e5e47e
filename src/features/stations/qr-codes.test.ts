import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { READER_WASM_URL } from "~/components/camera/qr-reader";
import { stationUrl, tokenFromScannedText } from "~/shared/stations/rules";
import { qrRows } from "./qr-matrix";

/** A station token as the server draws them: 18 random bytes, base64url. */
const newStationToken = () => randomBytes(18).toString("base64url");

const wasmPath = fileURLToPath(READER_WASM_URL);

describe("station codes", () => {
  it("decodes a station code drawn by `qrcode` back to its token", async () => {
    prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath).buffer } });
    const token = newStationToken();
    const url = stationUrl("https://fest.example.org", token);
    const png = await QRCode.toBuffer(url, { errorCorrectionLevel: "M", margin: 4, width: 400 });
    const [found] = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"] });
    expect(found?.text).toBe(url);
    expect(tokenFromScannedText(found?.text ?? "")).toBe(token);
  });

  it("draws the same modules as `qrcode` itself", () => {
    const url = stationUrl("https://fest.example.org", newStationToken());
    const rows = qrRows(url);
    const reference = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
    expect(rows).toHaveLength(reference.size);
    expect(rows.every((row) => row.length === reference.size)).toBe(true);
    expect(rows[3]?.[5] === "1").toBe(Boolean(reference.get(3, 5)));
    // Finder pattern in the top-left corner.
    expect(rows[0]?.slice(0, 7)).toBe("1111111");
  });
});
