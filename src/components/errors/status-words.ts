import type { MessageKey } from "~/shared/i18n/server-text";

/**
 * The words of the statuses the error page names (`errorStatus`, ~/shared/http-status), by
 * message key: the seed's English texts ("Internal Server Error"), translated in other languages.
 */
const STATUS_KEYS: Record<number, MessageKey> = {
  400: "errors.status.400",
  401: "errors.status.401",
  403: "errors.status.403",
  404: "errors.status.404",
  405: "errors.status.405",
  408: "errors.status.408",
  413: "errors.status.413",
  429: "errors.status.429",
  500: "errors.status.500",
  502: "errors.status.502",
  503: "errors.status.503",
  504: "errors.status.504",
};

/** The key of a status's words, or null for a status the error page does not name. */
export function statusKeyOf(statusCode: number): MessageKey | null {
  return STATUS_KEYS[statusCode] ?? null;
}
