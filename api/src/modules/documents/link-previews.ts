import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createIsbotFromList, list } from 'isbot';

/**
 * What opens a share link with no person behind it: the robots of chat apps and social sites that
 * fetch a pasted link to draw its preview card (WhatsApp, Slack, LinkedIn, Facebook, Telegram…),
 * crawlers, and plain HTTP clients, by their User-Agent (isbot's list). A browser run without a
 * screen is left out of the list: it runs the page as a person's browser does.
 */
const isRobot = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/** Whether opening a share link with this User-Agent counts as a view: a person's browser does, a robot does not. */
export function countsAsView(userAgent: string | undefined): boolean {
  return !isRobot(userAgent ?? '');
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether this request is its visitor's first view of the link today (UTC), so a reload, or a
 * script reading the JSON again and again, counts once a day. The visitor is a hash of the link,
 * the day, the address and the User-Agent, kept only in the shared state (Redis, else memory) and
 * only until the day ends: nothing about a visitor is stored with the document or in the database.
 * When the state cannot be reached the view counts, as before.
 */
export async function firstViewToday(app: FastifyInstance, kind: string, request: FastifyRequest): Promise<boolean> {
  const now = Date.now();
  const day = Math.floor(now / DAY_MS);
  const { token } = request.params as { token: string };
  const visitor = createHash('sha256')
    .update(`${kind}\n${token}\n${day}\n${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  try {
    return (await app.shared.takeSlot(`view:${visitor}`, 1, (day + 1) * DAY_MS - now)) !== undefined;
  } catch {
    return true;
  }
}
