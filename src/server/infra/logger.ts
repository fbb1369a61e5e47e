import pino from "pino";

/**
 * Structured logs. Anything that could carry a credential is redacted wherever it appears, so a
 * careless `log.info({ input })` cannot leak a password, a token or an email address.
 */
export const REDACTED_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  "sessionId",
  // People are identified in logs by their user id only.
  "email",
  "to",
];

export function createLogger(
  options: { level?: string } = {},
  destination?: pino.DestinationStream,
) {
  const paths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  paths.push('req.headers["set-cookie"]', "headers.cookie", "headers.authorization");
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      base: { app: "festival-challenges" },
      redact: { paths, censor: "[redacted]" },
    },
    destination,
  );
}

declare global {
  var festivalLogger: pino.Logger | undefined;
}

export function getLogger(): pino.Logger {
  globalThis.festivalLogger ??= createLogger();
  return globalThis.festivalLogger;
}

export type Logger = pino.Logger;
