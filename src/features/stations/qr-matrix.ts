import QRCode from "qrcode";

export { qrRows } from "~/shared/stations/qr-rows";

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
