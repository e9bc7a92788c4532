import type { OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_NEXT_PATH,
  GOOGLE_CALLBACK_PATH,
  googleStartQuerySchema,
  safeNextPath,
  type GoogleErrorCode,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { readerLocale } from '../../lib/i18n';
import { yupRoute, type YupRoutes } from '../../lib/yup-route';
import type { AuthService, GoogleProfile } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

/** Where the browser goes back to: a web origin the API trusts, and a path on it. */
interface ReturnTarget {
  origin: string;
  next?: string;
}

const RETURN_COOKIE = 'kuza_oauth_return';
const AFTER_FIRST_SIGN_IN = '/onboarding/about-startup';

/** Google says `email_verified: true` (some providers send the string "true"). */
function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

async function fetchProfile(
  userinfoUrl: string,
  accessToken: string,
): Promise<Partial<GoogleProfile> & { email_verified?: unknown }> {
  const response = await fetch(userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`userinfo answered HTTP ${response.status}`);
  return (await response.json()) as Partial<GoogleProfile> & { email_verified?: unknown };
}

/**
 * Google sign-in through @fastify/oauth2 (authorization code + PKCE + state cookie).
 * GET /auth/google starts it; GET /auth/google/callback creates or links the account by verified
 * e-mail and sends the browser to /signin?token=<one-time code>, which the web app trades for the
 * session with POST /auth/set-cookie. Without a Google client configured, both answer with a
 * redirect to /signin?error=google_unavailable, so the buttons still lead somewhere sensible.
 */
export const googleRoutes: YupRoutes<{ config: Config; service: AuthService }> = async (app, { config, service }) => {
  const { google } = config;
  if (google) {
    const authorize = new URL(google.authorizeUrl);
    const token = new URL(google.tokenUrl);
    // Loaded only with a Google client configured (it brings its own OAuth and validation libraries).
    const { default: oauth2 } = await import('@fastify/oauth2');
    await app.register(oauth2, {
      name: 'googleOAuth2',
      scope: ['openid', 'email', 'profile'],
      credentials: {
        client: { id: google.clientId, secret: google.clientSecret },
        auth: {
          authorizeHost: authorize.origin,
          authorizePath: authorize.pathname,
          tokenHost: token.origin,
          tokenPath: token.pathname,
        },
      },
      callbackUri: `${config.apiUrl}${GOOGLE_CALLBACK_PATH}`,
      pkce: 'S256',
      cookie: { secure: config.cookieSecure, sameSite: 'lax', httpOnly: true },
    });
  }

  const returnTarget = (origin: unknown, next: unknown): ReturnTarget => ({
    origin: typeof origin === 'string' && config.webOrigins.includes(origin) ? origin : config.publicWebUrl,
    next: safeNextPath(next, null) ?? undefined,
  });

  const backToSignIn = (reply: FastifyReply, target: ReturnTarget, error: GoogleErrorCode) =>
    reply.redirect(`${target.origin}/signin?error=${error}`);

  app.get(
    '/google',
    yupRoute({
      tags: ['auth'],
      summary: 'Start Google sign-in (the Google buttons navigate here)',
      querystring: googleStartQuerySchema,
      response: { 302: { description: 'To Google, or back to /signin?error=google_unavailable' } },
    }),
    async (request, reply) => {
      const target = returnTarget(request.query.origin, request.query.next);
      if (!app.googleOAuth2) return backToSignIn(reply, target, 'google_unavailable');
      reply.setCookie(RETURN_COOKIE, Buffer.from(JSON.stringify(target)).toString('base64url'), {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/auth/google',
        maxAge: 10 * 60,
      });
      return reply.redirect(await app.googleOAuth2.generateAuthorizationUri(request, reply));
    },
  );

  app.get(
    '/google/callback',
    { schema: { tags: ['auth'], summary: 'Google sends the browser back here' } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const target = readReturnTarget(request.cookies[RETURN_COOKIE]);
      reply.clearCookie(RETURN_COOKIE, { path: '/auth/google' });
      if (!app.googleOAuth2) return backToSignIn(reply, target, 'google_unavailable');

      let profile: Awaited<ReturnType<typeof fetchProfile>>;
      try {
        const { token } = await app.googleOAuth2.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        profile = await fetchProfile(google!.userinfoUrl, token.access_token);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return backToSignIn(reply, target, 'google_failed');
      }
      if (!profile.sub || !profile.email) return backToSignIn(reply, target, 'google_failed');
      if (!isVerified(profile.email_verified)) return backToSignIn(reply, target, 'google_email_unverified');

      const { user, isNew } = await service.googleSignIn(
        {
          sub: String(profile.sub),
          email: String(profile.email),
          given_name: typeof profile.given_name === 'string' ? profile.given_name : undefined,
          family_name: typeof profile.family_name === 'string' ? profile.family_name : undefined,
          picture: typeof profile.picture === 'string' ? profile.picture : undefined,
        },
        readerLocale(request),
      );
      const code = await service.createHandoff(user._id);
      // A new account begun from a redirect (an invitation link) goes where it was heading, as an
      // e-mail sign-up does after verification; otherwise onboarding comes first.
      const next = target.next ?? (isNew ? AFTER_FIRST_SIGN_IN : DEFAULT_NEXT_PATH);
      return reply.redirect(`${target.origin}/signin?token=${code}&next=${encodeURIComponent(next)}`);
    },
  );

  function readReturnTarget(cookie: string | undefined): ReturnTarget {
    try {
      const parsed = JSON.parse(Buffer.from(cookie ?? '', 'base64url').toString('utf8')) as Partial<ReturnTarget>;
      return returnTarget(parsed.origin, parsed.next);
    } catch {
      return returnTarget(undefined, undefined);
    }
  }
};
