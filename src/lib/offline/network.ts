import { isApiError } from "~/lib/trpc";

/**
 * Whether a call failed for want of signal (or a gateway's page instead of the API's answer),
 * not because the server refused it: such an action is kept and sent later (README "Offline").
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.data === undefined || error.data === null;
  return error instanceof TypeError;
}
