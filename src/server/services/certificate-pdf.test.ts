import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfTextLines } from "~/test/pdf-text";
import {
  certificateText,
  renderCertificatePdf,
  type CertificatePdfContent,
} from "./certificate-pdf";

const CONTENT: CertificatePdfContent = {
  name: "Sam",
  festival: "Community Festival",
  serial: "SC-2026-ABCD-EFGHJK",
  issuedAt: new Date("2026-07-04T23:30:00Z"),
  figures: {
    stations: 6,
    bottlesRefilled: 12,
    singleUseBottlesAvoided: 12,
    co2eGramsAvoided: 996,
  },
  verifyUrl: "https://festival.example/certificates/verify/SC-2026-ABCD-EFGHJK",
};

describe("the certificate's words", () => {
  it("date it in the festival's time zone: late on 4 July UTC is 5 July in Berlin", () => {
    const words = certificateText(CONTENT);
    expect(words.issued).toBe("Issued 5 July 2026");
    expect(words.serial).toBe("Serial SC-2026-ABCD-EFGHJK");
  });

  it("state the person's figures and where to check the certificate", () => {
    const words = certificateText(CONTENT);
    expect(words.figures).toEqual([
      "6 stations scanned · 12 bottles refilled",
      "12 single-use bottles and 996 g CO2e avoided",
    ]);
    expect(words.verify).toBe(
      "Check it at https://festival.example/certificates/verify/SC-2026-ABCD-EFGHJK",
    );
    const one = certificateText({
      ...CONTENT,
      figures: {
        stations: 1,
        bottlesRefilled: 1,
        singleUseBottlesAvoided: 1,
        co2eGramsAvoided: 1500,
      },
    });
    expect(one.figures).toEqual([
      "1 station scanned · 1 bottle refilled",
      "1 single-use bottle and 1.5 kg CO2e avoided",
    ]);
  });
});

describe("the certificate PDF", () => {
  it("carries the festival's logo and a link to the verification page", async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(CONTENT));
    const page = pdf.getPage(0);
    const images = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    expect(images?.keys()).toHaveLength(1);
    const annotations = page.node.lookup(PDFName.of("Annots"), PDFArray);
    const link = annotations.lookup(0, PDFDict);
    expect(link.get(PDFName.of("Subtype"))).toEqual(PDFName.of("Link"));
    const action = link.lookup(PDFName.of("A"), PDFDict);
    expect(action.lookup(PDFName.of("URI"), PDFString).decodeText()).toBe(CONTENT.verifyUrl);
  });
});

describe("the certificate in German", () => {
  it("says every word in German, the date as German writes it in the festival's time zone", () => {
    const words = certificateText(
      { ...CONTENT, figures: { ...CONTENT.figures, co2eGramsAvoided: 12_450 } },
      "de",
    );
    expect(words).toMatchObject({
      title: "Nachhaltigkeits-Zertifikat",
      lead: "Hiermit wird bestätigt, dass",
      issued: "Ausgestellt am 5. Juli 2026",
      serial: "Seriennummer SC-2026-ABCD-EFGHJK",
      verify: "Prüfen unter https://festival.example/certificates/verify/SC-2026-ABCD-EFGHJK",
      subject: "Nachhaltigkeits-Zertifikat von Sam",
    });
    expect(words.figures).toEqual([
      "6 Stationen gescannt · 12 Flaschen aufgefüllt",
      "12 Einwegflaschen und 12,5 kg CO2e vermieden",
    ]);
  });

  it("prints them in the PDF (its text, as a reader copies it), with umlauts, ß, € and quotes", async () => {
    const name = "Jürgen „Jo“ Weiß-Öztürk (5 €)";
    const bytes = await renderCertificatePdf({ ...CONTENT, name }, "de");
    const lines = await pdfTextLines(bytes);
    expect(lines).toEqual([
      "Community Festival",
      "Nachhaltigkeits-Zertifikat",
      "Hiermit wird bestätigt, dass",
      name,
      "die Nachhaltigkeits-Stationen des Festivals gescannt und eine Mehrwegflasche aufgefüllt hat,",
      "statt Einwegplastik zu kaufen.",
      "6 Stationen gescannt · 12 Flaschen aufgefüllt",
      "12 Einwegflaschen und 996 g CO2e vermieden",
      "Ausgestellt am 5. Juli 2026",
      "Seriennummer SC-2026-ABCD-EFGHJK",
      "Prüfen unter https://festival.example/certificates/verify/SC-2026-ABCD-EFGHJK",
    ]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("Nachhaltigkeits-Zertifikat SC-2026-ABCD-EFGHJK");
    expect(pdf.getSubject()).toBe(`Nachhaltigkeits-Zertifikat von ${name}`);
    expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("de");
  });

  it("stays English by default, word for word", async () => {
    const lines = await pdfTextLines(await renderCertificatePdf(CONTENT));
    expect(lines.slice(1, 4)).toEqual(["Sustainability certificate", "This certifies that", "Sam"]);
    expect(lines).toContain("Issued 5 July 2026");
  });
});
