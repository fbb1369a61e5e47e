// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import type { ScanNotice } from "~/shared/stations/rules";
import { renderWithTheme } from "~/test/render";
import { huntRuleWords, huntWindowText, noticeText, useStationWords } from "./words";

afterEach(cleanup);

/** Shows what the station page says about `notice`, the rule and the window, as the page does. */
function Said({ notice }: { notice: ScanNotice }) {
  const words = useStationWords();
  const { title, text, color } = noticeText(notice, words);
  const rule = huntRuleWords(words, { stations: 10, toComplete: 8, forCertificate: 1 });
  const window = huntWindowText(words, {
    window: "closed",
    startsAt: null,
    endsAt: new Date("2026-07-05T20:00:00.000Z"),
  });
  return (
    <dl>
      <dt>title</dt>
      <dd data-testid="title">{title}</dd>
      <dd data-testid="text">{text}</dd>
      <dd data-testid="color">{color}</dd>
      <dd data-testid="rule">{rule}</dd>
      <dd data-testid="window">{window}</dd>
    </dl>
  );
}

function said(notice: ScanNotice, locale: Locale) {
  cleanup();
  renderWithTheme(<Said notice={notice} />, { locale });
  const value = (id: string) => screen.getByTestId(id).textContent;
  return {
    title: value("title"),
    text: value("text"),
    color: value("color"),
    rule: value("rule"),
    window: value("window"),
  };
}

const scannedAt = "2026-07-03T12:05:00.000Z";
const closed = {
  kind: "refused",
  message: "This challenge is closed: it ended on 5 Jul 2026, 22:00.",
  text: { key: "stations.server.closed", values: { at: "2026-07-05T20:00:00.000Z" } },
} as const;

describe('what the station page says, in the page\'s language (README "Languages")', () => {
  it("in English, as before: the credit, a repeat with its date, refusals by key or as sent", () => {
    expect(said({ kind: "credited", label: "Recycling station", points: 10 }, "en")).toEqual({
      title: "Station scanned",
      text: "+10 points: Recycling station",
      color: "teal",
      rule: "10 stations to find: scan 8 to complete the hunt, 1 for the certificate.",
      window: "Closed on 5 Jul 2026, 22:00",
    });
    expect(said({ kind: "credited", label: "Compost", points: 1 }, "en").text).toBe(
      "+1 point: Compost",
    );
    const repeat = said({ kind: "already", label: "Compost corner", scannedAt }, "en");
    expect(repeat.title).toBe("Compost corner");
    expect(repeat.text).toBe(`You scanned this station on ${formatDateTime(new Date(scannedAt))}.`);
    expect(repeat.text).toMatch(/^You scanned this station on 3 Jul 2026, \d{2}:\d{2}\.$/);
    // By key, the English words are the server's own.
    expect(said(closed, "en")).toMatchObject({ text: closed.message, color: "red" });
    expect(said({ kind: "refused", message: "Closed." }, "en")).toMatchObject({
      title: "Nothing credited",
      text: "Closed.",
    });
  });

  it("in German: points as a plural, dates on the festival's clocks, refusals worded from their key", () => {
    expect(said({ kind: "credited", label: "Recycling station", points: 10 }, "de")).toEqual({
      title: "Station gescannt",
      text: "+10 Punkte: Recycling station",
      color: "teal",
      rule: "10 Stationen zu finden: Scanne 8, um die Jagd abzuschließen, 1 für das Zertifikat.",
      window: "Beendet am 5. Juli 2026, 22:00",
    });
    expect(said({ kind: "credited", label: "Kompost", points: 1 }, "de").text).toBe(
      "+1 Punkt: Kompost",
    );
    expect(said({ kind: "already", label: "Kompost", scannedAt }, "de").text).toBe(
      "Du hast diese Station am 3. Juli 2026, 14:05 gescannt.",
    );
    expect(said(closed, "de")).toMatchObject({
      title: "Nichts gutgeschrieben",
      text: "Diese Challenge ist vorbei: Sie endete am 5. Juli 2026, 22:00.",
    });
    const burst = {
      kind: "refused",
      message: "Too many scans in a short time: try again in 2 minutes.",
      text: { key: "stations.server.tooManyScans", values: { unit: "minute", count: 2 } },
    } as const;
    expect(said(burst, "de").text).toBe(
      "Zu viele Scans in kurzer Zeit: Versuch es in 2 Minuten noch einmal.",
    );
    expect(said(burst, "en").text).toBe(burst.message);
    // A refusal without a key (a procedure not converted) keeps the server's words.
    expect(said({ kind: "refused", message: "Closed." }, "de").text).toBe("Closed.");
  });
});
