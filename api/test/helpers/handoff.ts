import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { TestApp } from './test-app';

/** Puts a Google hand-off code in the database as the callback would (for set-cookie tests). */
export async function createHandoffForTest(ctx: TestApp, userId: Types.ObjectId, ttlMs = 120_000): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await ctx.app.db.connection.collection('login_handoffs').insertOne({
    codeHash: createHash('sha256').update(code).digest('base64url'),
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}
