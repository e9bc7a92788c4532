import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { OTP_LENGTH } from '@kuza/contracts';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): about 30-60 ms a hash on a small
 * server, which `npm run bench` prints. 2 = Algorithm.Argon2id (a const enum that isolated
 * modules cannot import).
 */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown address, Google-only account)
 * it still runs one argon2 verification, so the answer takes as long either way.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A six-digit code, uniformly random, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored as an HMAC keyed by the account, so equal codes of two accounts differ in the database. */
export function hashOtp(code: string, accountId: string): string {
  return createHmac('sha256', accountId).update(code).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A one-time URL token (reset links, Google hand-off): 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 only: the database never holds a usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
