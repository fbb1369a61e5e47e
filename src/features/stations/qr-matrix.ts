import QRCode from "qrcode";

/**
 * A QR code as rows of "1" (dark) and "0" (light) modules: plain JSON, so the print sheet can
 * compute it on the server and hand it to the page, and QrSvg draws it as React elements (no
 * generated markup is ever injected). Error correction M survives a scuffed or rained-on card.
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

/** The downloadable files of one code: an SVG and a 1024-pixel PNG, with a 4-module quiet zone. */
export async function qrDownloads(text: string): Promise<{ svg: Blob; png: Blob }> {
  const options = { errorCorrectionLevel: "M", margin: 4 } as const;
  const svg = await QRCode.toString(text, { ...options, type: "svg" });
  const dataUrl = await QRCode.toDataURL(text, { ...options, width: 1024 });
  // Decoded by hand: fetching a data: URL is a connection the CSP (connect-src 'self') refuses.
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return {
    svg: new Blob([svg], { type: "image/svg+xml" }),
    png: new Blob([bytes], { type: "image/png" }),
  };
}
