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
