import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, never a server error.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification, for unknown emails and password-less accounts, so
 * response times do not reveal whether an account exists.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hash("decoy password that matches nothing");
  await verifyPassword(await decoyHash, password);
  return false;
}
