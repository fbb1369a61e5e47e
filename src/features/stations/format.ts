import { formatDateTime } from "~/shared/format";
import { alreadyScannedText, creditedText, type ScanNotice } from "~/shared/stations/rules";

/** What the station page says about a scan: a title, the text and how it looks. */
export function noticeText(notice: ScanNotice): {
  title: string;
  text: string;
  color: "teal" | "blue" | "red";
} {
  switch (notice.kind) {
    case "credited":
      return {
        title: "Station scanned",
        text: creditedText(notice.points, notice.label),
        color: "teal",
      };
    case "already":
      return {
        title: notice.label,
        text: alreadyScannedText(formatDateTime(new Date(notice.scannedAt))),
        color: "blue",
      };
    case "refused":
      return { title: "Nothing credited", text: notice.message, color: "red" };
  }
}

/** The downloads' file name from a station's label: "Recycling station" → "station-recycling-station". */
export function qrFileBase(label: string): string {
  const slug = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `station-${slug || "code"}`;
}
