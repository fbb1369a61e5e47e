import type { IncomingMessage } from "node:http";
import type { Role } from "~/generated/prisma/enums";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  publicProfile: boolean;
};

export type AuthSession = { user: SessionUser; loggedInAt: Date };

/**
 * Who is making this request. Sign-in does not exist yet: until the accounts issue (P2) puts
 * lucia's database-backed sessions here, every request is anonymous. Callers depend only on
 * this function, so that change touches nothing else.
 */
export async function readSession(_request: IncomingMessage): Promise<AuthSession | null> {
  return null;
}
