import type { MessageKeys, Messages, NestedKeyOf } from "use-intl";

/** Any message key of the app (`"faq.heading"`), checked against the English files. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The messages the server names by key instead of words (README "Languages"): refusals and
 * answers of converted procedures. The server sends the key and its values in `error.data.text`
 * (or an answer's `text`); the page words it in its language. A listed key is a literal here,
 * which is also what the unused-key guard finds.
 */
export const SERVER_TEXT_KEYS = [
  "auth.server.wrongCredentials",
  "auth.server.confirmFirst",
  "auth.server.confirmFirstResent",
  "auth.server.locked",
  "auth.server.tooManyAttempts",
  "auth.server.resetLinkUnknown",
  "auth.server.resetLinkUsed",
  "auth.server.resetLinkExpired",
  "auth.server.signInLinkUnknown",
  "auth.server.signInLinkUsed",
  "auth.server.signInLinkExpired",
  "auth.server.emailLinkUnknown",
  "auth.server.emailLinkUsed",
  "auth.server.emailLinkExpired",
  "auth.server.emailTaken",
  "auth.server.emailLinkSent",
  "auth.server.registerSent",
  "auth.checks.passwordIsEmail",
  "bingo.server.tooManyTaps",
  "bingo.window.upcoming",
  "bingo.window.closed",
  "stations.server.invalidToken",
  "stations.server.unknownStation",
  "stations.server.inactiveStation",
  "stations.server.noHunt",
  "stations.server.printedRefused",
  "stations.server.expiredScreenCode",
  "stations.server.screenCodeTooOld",
  "stations.server.notStarted",
  "stations.server.closed",
  "stations.server.tooManyScans",
  "care.server.notOpen",
  "care.server.tooManyPosts",
  "care.server.tooManyReports",
  "care.server.dailyLimit",
  "care.server.notOnWall",
  "care.server.ownPost",
] as const satisfies readonly MessageKey[];

export type ServerTextKey = (typeof SERVER_TEXT_KEYS)[number];

/** A message by key, with the values its ICU placeholders need (JSON-safe: it travels). */
export type ServerText = { key: ServerTextKey; values?: Record<string, string | number> };

function isServerTextKey(value: unknown): value is ServerTextKey {
  return typeof value === "string" && (SERVER_TEXT_KEYS as readonly string[]).includes(value);
}

/** Whether a value from the wire is a `ServerText` this client knows how to word. */
export function isServerText(value: unknown): value is ServerText {
  if (typeof value !== "object" || value === null || !("key" in value)) return false;
  if (!isServerTextKey(value.key)) return false;
  const values = "values" in value ? value.values : undefined;
  return (
    values === undefined ||
    (typeof values === "object" &&
      values !== null &&
      Object.values(values).every((v) => typeof v === "string" || typeof v === "number"))
  );
}
