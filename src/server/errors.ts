/**
 * The project's own refusals. Services and domain rules throw `AppError`; they never import the
 * transport. The tRPC edge (`src/server/api/trpc.ts`) maps each code to its tRPC code in one
 * place, so a script or a test can call a service and catch the same error.
 */
import type { ServerText } from "~/shared/i18n/server-text";

/** What went wrong, from the caller's point of view. */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

export type FieldMessages = Record<string, string[]>;

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  /** Messages shown next to form fields, by field name. */
  readonly fields: FieldMessages | null;
  /** For TOO_MANY_REQUESTS: how long to wait. */
  readonly retryAfterSeconds: number | null;
  /**
   * The message by key and values (README "Languages"), for pages that word it in their
   * language; `message` stays the English words (logs, pages not converted yet).
   */
  readonly text: ServerText | null;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fields?: FieldMessages;
      retryAfterSeconds?: number;
      cause?: unknown;
      text?: ServerText;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.fields = options.fields ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.text = options.text ?? null;
  }
}

/** A refusal shown next to one field of the form, like a validation error; `text` words it. */
export function fieldError(
  code: "BAD_REQUEST" | "CONFLICT",
  field: string,
  message: string,
  text?: ServerText,
): AppError {
  return new AppError(code, message, { fields: { [field]: [message] }, text });
}

export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/**
 * Too many attempts: the answer says how long to wait (whole seconds, at least one), in its own
 * words if given.
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  message?: string,
  text?: ServerText,
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (message !== undefined) {
    return new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: seconds, text });
  }
  return new AppError("TOO_MANY_REQUESTS", `Too many attempts: try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
    text: { key: "auth.server.tooManyAttempts", values: { seconds } },
  });
}

/** By name, not only instanceof: scripts may load this module twice (ESM and CommonJS copies). */
export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  if (!(error instanceof Error) || error.name !== "AppError" || !("code" in error)) return false;
  return code === undefined || error.code === code;
}

/**
 * Returns the row, or throws NOT_FOUND with the message (and its key, `text`, for pages that word
 * it): the load-or-refuse step of use cases.
 */
export function found<T>(row: T | null | undefined, message: string, text?: ServerText): T {
  if (row === null || row === undefined)
    throw text ? new AppError("NOT_FOUND", message, { text }) : notFound(message);
  return row;
}
