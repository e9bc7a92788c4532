import type { LightMyRequestResponse } from 'fastify';
import type { Deck, DeckLink } from '@kuza/contracts';
import { newEmail, verifiedAccount, type AuthTestApp } from './auth';
import { as, createAiDeck, generate } from './decks';
import { codeIn } from './smtp';

/** A person's browser on a laptop, and one on a phone. */
export const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** A chat app fetching a pasted link for its preview card. */
export const PREVIEW_ROBOT = 'WhatsApp/2.23.20.0 A';

/** A founder with a generated deck. */
export async function founderWithDeck(ctx: AuthTestApp): Promise<{ cookie: string; email: string; deck: Deck }> {
  const founder = await verifiedAccount(ctx);
  const deck = await createAiDeck(ctx, founder.cookie);
  await generate(ctx, founder.cookie, deck.id);
  const full = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(founder.cookie) });
  return { ...founder, deck: full.json<Deck>() };
}

export const makeLink = (ctx: AuthTestApp, cookie: string, deckId: string, settings: Record<string, unknown> = {}) =>
  makeLinkTo(ctx, cookie, `/decks/${deckId}`, settings);

/** A named link to the document at `documentPath` (`/decks/:id`, `/resumes/:id`), made by its owner. */
export async function makeLinkTo(
  ctx: AuthTestApp,
  cookie: string,
  documentPath: string,
  settings: Record<string, unknown> = {},
): Promise<DeckLink> {
  const made = await ctx.app.inject({
    method: 'POST',
    url: `${documentPath}/links`,
    payload: { label: 'Savannah Fund', ...settings },
    ...as(cookie),
  });
  if (made.statusCode !== 201) throw new Error(`link not made: ${made.body}`);
  return made.json<{ link: DeckLink }>().link;
}

/** What a viewer's browser sends: its User-Agent and, once it has one, the link's visit cookie. */
export const browser = (visitCookie?: string, userAgent = LAPTOP) => ({
  headers: { 'user-agent': userAgent, ...(visitCookie ? { cookie: visitCookie } : {}) },
});

export function visitCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'kuza_link_visit');
  return cookie?.value ? `kuza_link_visit=${cookie.value}` : undefined;
}

export const view = (ctx: AuthTestApp, link: DeckLink, visitCookie?: string, userAgent?: string) =>
  ctx.app.inject({ method: 'GET', url: link.path, ...browser(visitCookie, userAgent) });

export const startVisit = (ctx: AuthTestApp, link: DeckLink, payload: Record<string, unknown>, userAgent?: string) =>
  ctx.app.inject({ method: 'POST', url: `${link.path}/visit`, payload, ...browser(undefined, userAgent) });

export const report = (ctx: AuthTestApp, link: DeckLink, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${link.path}/activity`, payload, ...browser() });

/** How many mails the test mail server received for an address. */
export const mailsTo = (ctx: AuthTestApp, email: string) =>
  ctx.smtp.messages.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address?.toLowerCase() === email.toLowerCase())),
  ).length;

/**
 * A viewer through the whole gate of a link: the e-mail's code read from the mail it was sent, and
 * the passcode and NDA when the link has them. Answers the visit and the cookie that remembers it.
 */
export async function passGate(
  ctx: AuthTestApp,
  link: DeckLink,
  { email = newEmail('investor'), passcode, userAgent }: { email?: string; passcode?: string; userAgent?: string } = {},
): Promise<{ visitId: string; cookie: string; email: string }> {
  const before = mailsTo(ctx, email);
  const started = await startVisit(
    ctx,
    link,
    {
      ...(link.requireEmail ? { email } : {}),
      ...(passcode ? { passcode } : {}),
      ...(link.nda ? { acceptNda: true } : {}),
    },
    userAgent,
  );
  if (started.statusCode === 201) return { visitId: started.json().visitId, cookie: visitCookieOf(started)!, email };
  if (started.statusCode !== 200) throw new Error(`visit refused: ${started.body}`);
  const code = codeIn(await ctx.smtp.waitFor(email, before + 1));
  const verified = await ctx.app.inject({
    method: 'POST',
    url: `${link.path}/visit/verify`,
    payload: { email, code },
    ...browser(undefined, userAgent),
  });
  if (verified.statusCode !== 200) throw new Error(`code refused: ${verified.body}`);
  return { visitId: verified.json().visitId, cookie: visitCookieOf(verified)!, email };
}
