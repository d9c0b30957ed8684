/** Seat tokens: unguessable secrets handed out once, stored only as hashes, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret seat token: 32 random bytes, base64url. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new match id: 12 random bytes, base64url (not a secret, but not guessable in sequence). */
export function createMatchId(): string {
  return randomBytes(12).toString("base64url");
}

/** The stored form of a token (SHA-256, hex), so a leaked database does not leak seats. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether a presented token matches a stored hash, compared in constant time. */
export function tokenMatches(token: unknown, storedHash: string | null): boolean {
  if (typeof token !== "string" || storedHash === null || token.length > 200) return false;
  const presented = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
