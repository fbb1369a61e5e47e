/** Status texts the error page names; any other status is shown as 500 Internal Server Error. */
const KNOWN_STATUSES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Page Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The seed's rule: a known status keeps its text; anything else is 500 Internal Server Error. */
export function errorStatus(statusCode: number | undefined | null): {
  statusCode: number;
  message: string;
} {
  const text = statusCode ? KNOWN_STATUSES[statusCode] : undefined;
  if (statusCode && text) return { statusCode, message: text };
  return { statusCode: 500, message: "Internal Server Error" };
}

/** The seed's text for an unknown path. */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
