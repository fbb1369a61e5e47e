/** Saves data the server sent (a CSV text, a PDF as base64) as a file, through a Blob link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV file; the byte-order mark makes spreadsheet apps read it as UTF-8 (names with accents). */
export function saveCsv(file: { filename: string; csv: string }): void {
  saveBlob(new Blob(["\uFEFF", file.csv], { type: "text/csv;charset=utf-8" }), file.filename);
}

export function saveBase64(file: { filename: string; base64: string }, type: string): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  saveBlob(new Blob([bytes], { type }), file.filename);
}

/**
 * What a refused download says, in the page's language: the server's refusal by key when it has
 * one the page knows (`word`, from `useServerText()`), else its words, else `fallback` (no
 * answer at all, say).
 */
export function refusalText(
  error: unknown,
  word: (text: unknown, words: string) => string,
  fallback: string,
): string {
  if (!(error instanceof Error)) return fallback;
  const data: unknown = "data" in error ? error.data : null;
  const text = typeof data === "object" && data !== null && "text" in data ? data.text : null;
  return word(text, error.message);
}
