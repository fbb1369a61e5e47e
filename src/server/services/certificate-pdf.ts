import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { serverWords } from "~/server/i18n/translator";
import { formatLongDate } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import { formatCo2e } from "~/shared/impact/rules";

export type CertificatePdfContent = {
  name: string;
  festival: string;
  serial: string;
  issuedAt: Date;
  /** The person's figures, counted as /sustainability-dashboard counts the festival's. */
  figures: {
    stations: number;
    bottlesRefilled: number;
    singleUseBottlesAvoided: number;
    co2eGramsAvoided: number;
  };
  /** The public page that confirms the serial (/certificates/verify/{serial}). */
  verifyUrl: string;
};

/**
 * DejaVu Sans (its licence is in assets/fonts) is embedded as a subset, so a name in any Latin,
 * Cyrillic or Greek script prints as written; pdf-lib's standard fonts only know WinAnsi.
 */
const FONT_DIR = path.join(process.cwd(), "assets", "fonts");
/** The festival's logo: the app's icon. */
const LOGO_FILE = path.join(process.cwd(), "public", "icons", "icon-192.png");
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array; logo: Uint8Array }> | null = null;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "DejaVuSans.ttf")),
    readFile(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")),
    readFile(LOGO_FILE),
  ]).then(([regular, bold, logo]) => ({ regular, bold, logo }));
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

/**
 * The words a certificate prints, top to bottom, in `locale` (the language of the person who
 * downloads it); its date in the festival's time zone, its numbers as that language writes them.
 */
export function certificateText(content: CertificatePdfContent, locale: Locale = "en") {
  const t = serverWords({ locale, namespace: "certificates" });
  const { stations, bottlesRefilled, singleUseBottlesAvoided, co2eGramsAvoided } = content.figures;
  return {
    festival: content.festival,
    title: t("pdf.title"),
    lead: t("pdf.lead"),
    name: content.name,
    lines: [t("pdf.line1"), t("pdf.line2")],
    figures: [
      t("pdf.counts", { stations, bottles: bottlesRefilled }),
      t("pdf.avoided", {
        bottles: singleUseBottlesAvoided,
        co2e: formatCo2e(co2eGramsAvoided, locale),
      }),
    ],
    issued: t("pdf.issued", { date: formatLongDate(content.issuedAt, locale) }),
    serial: t("pdf.serial", { serial: content.serial }),
    verify: t("pdf.verify", { url: content.verifyUrl }),
    documentTitle: t("pdf.documentTitle", { serial: content.serial }),
    subject: t("pdf.subject", { name: content.name }),
  };
}

/** A centred line that opens `url` when clicked (a PDF link annotation over the text). */
function linkLine(
  pdf: PDFDocument,
  page: PDFPage,
  line: string,
  url: string,
  y: number,
  font: PDFFont,
  size: number,
) {
  centred(page, line, y, font, size, MUTED);
  const lineWidth = font.widthOfTextAtSize(line, size);
  const x = (page.getWidth() - lineWidth) / 2;
  const link = pdf.context.register(
    pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y - 3, x + lineWidth, y + size],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of("Annots"), pdf.context.obj([link]));
}

/** The certificate as a one-page A4 landscape PDF, every word in `locale`. */
export async function renderCertificatePdf(
  content: CertificatePdfContent,
  locale: Locale = "en",
): Promise<Uint8Array> {
  const { regular, bold, logo } = await loadFonts();
  const words = certificateText(content, locale);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(words.documentTitle);
  pdf.setAuthor(content.festival);
  pdf.setSubject(words.subject);
  pdf.setLanguage(locale);
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

  const image = await pdf.embedPng(logo);
  page.drawImage(image, { x: (width - 56) / 2, y: height - 106, width: 56, height: 56 });

  const fitted = (line: string, max: number) => fittingSize(heading, line, width - 160, max);
  centred(page, words.festival, height - 134, heading, fitted(words.festival, 20), GREEN);
  centred(page, words.title, height - 180, heading, fitted(words.title, 32));
  centred(page, words.lead, height - 222, text, 15, MUTED);
  centred(page, words.name, height - 272, heading, fitted(words.name, 38));
  // A language's sentence may run longer than the English one: both lines shrink alike to fit.
  const lineSize = Math.min(...words.lines.map((line) => fittingSize(text, line, width - 160, 14)));
  words.lines.forEach((line, index) =>
    centred(page, line, height - 316 - index * 21, text, lineSize),
  );
  words.figures.forEach((line, index) =>
    centred(page, line, height - 376 - index * 22, heading, fitted(line, 15), GREEN),
  );
  centred(page, words.issued, 134, text, 13);
  centred(page, words.serial, 112, heading, 13, GREEN);
  linkLine(
    pdf,
    page,
    words.verify,
    content.verifyUrl,
    78,
    text,
    fittingSize(text, words.verify, width - 160, 11),
  );
  return pdf.save();
}

/** The file name a download gets: the serial, which is unique. */
export function certificateFilename(serial: string): string {
  return `sustainability-certificate-${serial}.pdf`;
}
