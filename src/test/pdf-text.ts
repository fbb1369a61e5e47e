import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from "pdf-lib";

/**
 * The text a PDF made by pdf-lib shows on its first page, one string per line drawn, in drawing
 * order (tests of the certificate: its words, in its language). pdf-lib writes each line as glyph
 * ids of an embedded font (`<…> Tj`); the font's ToUnicode map turns them back into characters,
 * as a PDF reader's copy and search do.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of("ToUnicode"));
    if (toUnicode instanceof PDFRawStream) maps.set(name.asString(), unicodeMap(textOf(toUnicode)));
  }

  const lines: string[] = [];
  let glyphs = new Map<string, string>();
  const operations = /(\/\S+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g;
  for (const match of contentsOf(pdf, page.node.Contents()).matchAll(operations)) {
    if (match[1] !== undefined) glyphs = maps.get(match[1]) ?? new Map<string, string>();
    else lines.push(decodeGlyphs(match[2] ?? "", glyphs));
  }
  return lines;
}

function textOf(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/** The page's content streams, decoded and joined. */
function contentsOf(pdf: PDFDocument, contents: PDFObject | undefined): string {
  if (contents instanceof PDFRawStream) return textOf(contents);
  if (contents instanceof PDFArray)
    return contents
      .asArray()
      .map((entry) => contentsOf(pdf, pdf.context.lookup(entry)))
      .join("\n");
  return "";
}

/** UTF-16BE hex ("00FC", "D83DDE00") as text. */
function utf16(hex: string): string {
  let text = "";
  for (let at = 0; at + 4 <= hex.length; at += 4)
    text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  return text;
}

/** A ToUnicode CMap's glyph → text entries (`bfchar` pairs and `bfrange` runs). */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph = "", unicode = ""] of (section[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    ))
      map.set(glyph.toUpperCase(), utf16(unicode));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from = "", to = "", first = ""] of (section[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(from, 16);
      for (let glyph = start; glyph <= parseInt(to, 16); glyph += 1) {
        const code = parseInt(first, 16) + glyph - start;
        map.set(
          glyph.toString(16).toUpperCase().padStart(from.length, "0"),
          utf16(code.toString(16).padStart(4, "0")),
        );
      }
    }
  return map;
}

/** Two-byte glyph ids (Identity-H) as text; an id the map lacks shows as U+FFFD. */
function decodeGlyphs(hex: string, glyphs: Map<string, string>): string {
  let text = "";
  for (let at = 0; at + 4 <= hex.length; at += 4)
    text += glyphs.get(hex.slice(at, at + 4).toUpperCase()) ?? "\uFFFD";
  return text;
}
