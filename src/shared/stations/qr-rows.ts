import QRCode from "qrcode";

/**
 * A QR code as rows of "1" (dark) and "0" (light) modules: plain JSON, so the server can compute
 * it (the print sheet, a screen-mode station's display) and hand it to the page, and QrSvg draws
 * it as React elements (no generated markup is ever injected). Error correction M survives a
 * scuffed or rained-on card.
 */
export function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let line = "";
    for (let col = 0; col < modules.size; col++) line += modules.get(row, col) ? "1" : "0";
    rows.push(line);
  }
  return rows;
}
