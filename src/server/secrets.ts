/** The development fallback: the production check below rejects it by name. */
export const DEV_SESSION_SECRET = "dev-only-insecure-session-secret-do-not-use-in-production";

const PLACEHOLDER_WORDS = ["change-me", "changeme", "insecure", "example", "password", "secret123"];

/**
 * Why a secret is too weak to run in production, or null when it is acceptable.
 * A sealed cookie is only as safe as its key: 32+ characters with real variety.
 */
export function secretWeakness(secret: string | undefined): string | null {
  if (!secret) return "is missing";
  if (secret.length < 32) return `is too short (${secret.length} characters, at least 32)`;
  const lower = secret.toLowerCase();
  if (PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return "is a placeholder value";
  if (new Set(secret).size < 12)
    return "has too little variety (fewer than 12 distinct characters)";
  return null;
}
