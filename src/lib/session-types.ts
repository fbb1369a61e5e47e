/**
 * @deprecated Moved to ~/shared/session (both sides use it); this re-export keeps the pages not
 * yet on `serverPage` compiling until the R2 merge.
 */
export type { GuardedPageProps, SessionPayload, SessionUserPayload } from "~/shared/session";
