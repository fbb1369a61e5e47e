import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useState } from "react";

/** The parts of a tRPC error a form shows (see the error shape in src/server/api/trpc.ts). */
export type ServerError = {
  message: string;
  data?: {
    code?: string;
    fieldErrors?: Record<string, string[] | undefined> | null;
    retryAfterSeconds?: number | null;
    /** The refusal by message key and values (README "Languages"), for `useServerErrors`. */
    text?: unknown;
  } | null;
} | null;

/** Words a server's message key in the page's language, else keeps its words (`useServerText`). */
export type WordServerText = (text: unknown, words: string) => string;

/** The server's first message for one field of a refused input, or null. */
export function serverFieldError(error: ServerError, field: string): string | null {
  return error?.data?.fieldErrors?.[field]?.[0] ?? null;
}

/**
 * A refused step's error as a ReasonDialog shows it: next to the reason field when the server
 * named that field, else above it; null when nothing was refused.
 */
export function reasonDialogError(error: ServerError) {
  if (!error) return null;
  const reason = serverFieldError(error, "reason");
  return { message: reason ?? error.message, field: reason && "reason" };
}

/**
 * Shows a server refusal where it belongs: field messages next to their fields (as the client's
 * own checks do), anything else returned for an alert above the form.
 */
export function useServerErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: ServerError,
  /** Pages in the page's language pass `useServerText()`: refusals by key are worded by it. */
  word: WordServerText = (_text, words) => words,
): string | null {
  const text = error?.data?.text;
  const fieldErrors = error?.data?.fieldErrors;
  const fields = fieldErrors
    ? Object.entries(fieldErrors).filter(
        (entry): entry is [string, string[]] => !!entry[1]?.length && entry[0] in form.getValues(),
      )
    : [];
  useEffect(() => {
    if (fields.length)
      form.setErrors(
        Object.fromEntries(fields.map(([field, [first]]) => [field, word(text, first ?? "")])),
      );
    // `form` is stable; re-run only when a new error arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  if (!error) return null;
  return fields.length ? null : word(text, error.message);
}

/** The wait (seconds) of a refusal for too many requests (burst or daily limit), or null. */
export function retryAfterOf(error: ServerError): number | null {
  return error?.data?.retryAfterSeconds ?? null;
}

/**
 * A refusal for too many requests, to show next to the action: the server's message (it says in
 * words how long to wait, e.g. "Too many posts in a short time: try again in 42 seconds.") while
 * the wait lasts, null before and after. Any other error gives null: it is shown elsewhere.
 */
export function useRetryWait(error: ServerError): string | null {
  const seconds = retryAfterOf(error);
  // The refusal whose wait has passed: it is no longer shown.
  const [passed, setPassed] = useState<ServerError>(null);
  useEffect(() => {
    if (seconds === null) return;
    const timer = setTimeout(() => setPassed(error), seconds * 1000);
    return () => clearTimeout(timer);
  }, [error, seconds]);
  return error && seconds !== null && passed !== error ? error.message : null;
}
