import type { Role } from "~/generated/prisma/enums";

/** The user part of GET /api/_auth/session (DESIGN §7). */
export type SessionUserPayload = {
  id: string;
  name: string;
  email: string;
  role: Role;
  publicProfile: boolean;
};

/**
 * GET /api/_auth/session answers this when signed in, `{}` otherwise. Server-rendered pages
 * pass the same object as `pageProps.session` (null for a visitor) so the client starts with it.
 */
export type SessionPayload = { user: SessionUserPayload; loggedInAt: string };

/** Props every guarded page receives from `serverPage` (see ~/server/api/ssr). */
export type GuardedPageProps = {
  session: SessionPayload | null;
  /** True when signed in without the page's role: the layout shows the 403 view instead. */
  forbidden?: boolean;
};
