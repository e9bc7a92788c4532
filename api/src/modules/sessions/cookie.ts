import type { FastifyReply } from 'fastify';

/** The session cookie: httpOnly, SameSite=Lax, Secure when the site is served over https. */
export const SESSION_COOKIE = 'kuza_session';

export function setSessionCookie(reply: FastifyReply, id: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
