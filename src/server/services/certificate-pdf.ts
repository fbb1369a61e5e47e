import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatLongDate } from "~/shared/format";

export type CertificatePdfContent = {
  name: string;
  festival: string;
  serial: string;
  issuedAt: Date;
};

/**
 * DejaVu Sans (its licence is in assets/fonts) is embedded as a subset, so a name in any Latin,
 * Cyrillic or Greek script prints as written; pdf-lib's standard fonts only know WinAnsi.
 */
const FONT_DIR = path.join(process.cwd(), "assets", "fonts");
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "DejaVuSans.ttf")),
    readFile(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is not kept, so the next download tries again.
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}

const GREEN = rgb(0.09, 0.45, 0.27);
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.38, 0.38, 0.42);

/** The largest size up to `max` at which the text fits the width, so long names stay on the page. */
function fittingSize(font: PDFFont, text: string, maxWidth: number, max: number): number {
  const width = font.widthOfTextAtSize(text, max);
  return width <= maxWidth ? max : Math.max(10, Math.floor((max * maxWidth) / width));
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** The words a certificate prints, top to bottom; its date in the festival's time zone. */
export function certificateText(content: CertificatePdfContent) {
  return {
    festival: content.festival,
    title: "Sustainability certificate",
    lead: "This certifies that",
    name: content.name,
    lines: [
      "scanned the festival's sustainability stations and refilled a reusable bottle",
      "instead of buying single-use plastic.",
    ],
    issued: `Issued ${formatLongDate(content.issuedAt)}`,
    serial: `Serial ${content.serial}`,
  };
}

/** The certificate as a one-page A4 landscape PDF. */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Uint8Array> {
  const { regular, bold } = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Sustainability certificate ${content.serial}`);
  pdf.setAuthor(content.festival);
  pdf.setSubject(`Sustainability certificate of ${content.name}`);
  pdf.setCreationDate(content.issuedAt);
  const text = await pdf.embedFont(regular, { subset: true });
  const heading = await pdf.embedFont(bold, { subset: true });

  const page = pdf.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: GREEN,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: GREEN,
    borderWidth: 0.75,
  });

  const words = certificateText(content);
  const fitted = (line: string, max: number) => fittingSize(heading, line, width - 160, max);
  centred(page, words.festival, height - 110, heading, fitted(words.festival, 22), GREEN);
  centred(page, words.title, height - 170, heading, 34);
  centred(page, words.lead, height - 230, text, 16, MUTED);
  centred(page, words.name, height - 290, heading, fitted(words.name, 40));
  words.lines.forEach((line, index) => centred(page, line, height - 345 - index * 24, text, 15));
  centred(page, words.issued, 120, text, 14);
  centred(page, words.serial, 94, heading, 14, GREEN);
  return pdf.save();
}

/** The file name a download gets: the serial, which is unique. */
export function certificateFilename(serial: string): string {
  return `sustainability-certificate-${serial}.pdf`;
}
