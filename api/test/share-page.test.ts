import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import type { Deck, SharedDeck, SharedResume, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate } from './helpers/decks';
import { createElement } from 'react';
import { SharedDeckPage } from '../src/modules/decks/share-page';
import { serverDrawnHtml } from '../src/modules/documents/server-drawn';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const HOSTILE = '</script><img src=x onerror="alert(1)"><!--';
/** What the gateway passes on when an investor opens the link on a phone. */
const PHONE_BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A245F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
/** What chat apps and social sites send when they fetch a pasted link to draw its preview card. */
const LINK_PREVIEW_ROBOTS = [
  'WhatsApp/2.23.20.0',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
];

async function sharedDeck() {
  const { cookie } = await verifiedAccount(ctx);
  const { id } = await createAiDeck(ctx, cookie);
  await generate(ctx, cookie, id);
  const deck = (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();
  const slides = deck.slides.map((slide, i) => (i === 1 ? { ...slide, title: `Problem ${HOSTILE}` } : slide));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${id}`,
    payload: { version: deck.version, slides },
    ...as(cookie),
  });
  expect(saved.statusCode).toBe(200);
  const link = (await ctx.app.inject({ method: 'POST', url: `/decks/${id}/share`, ...as(cookie) })).json<ShareInfo>();
  return { cookie, id, path: link.path!, slides };
}

describe("the shared deck's page drawn on the server", () => {
  it('draws the name and every slide as text, with the deck as data, and counts one view', async () => {
    const { cookie, id, path, slides } = await sharedDeck();
    const response = await ctx.app.inject({ method: 'GET', url: `${path}/html`, headers: PHONE_BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');

    const { document } = new JSDOM(`<body>${response.body}</body>`).window;
    const drawn = document.querySelector<HTMLElement>('[data-server-drawn]')!;
    expect(drawn.dataset.serverDrawn).toBe(path);
    expect(drawn.querySelector('h1')!.textContent).toBe('SokoFresh');
    const cards = [...drawn.querySelectorAll('main li article')];
    expect(cards.map((card) => card.querySelector('h2')!.textContent)).toEqual(slides.map((slide) => slide.title));
    expect(cards[0]!.getAttribute('aria-label')).toBe('Slide 1');
    // Founder text is text: the hostile title neither ends the data script nor adds an element.
    expect(drawn.querySelectorAll('img[onerror], script')).toHaveLength(1);
    expect(drawn.querySelector('style')!.textContent).toMatch(/border-inline-start:4px solid/);
    expect(drawn.querySelector('style')!.hasAttribute('data-styled')).toBe(false);

    const data = JSON.parse(drawn.querySelector('script[type="application/json"]')!.textContent!) as SharedDeck;
    expect(data).toEqual((await ctx.app.inject({ method: 'GET', url: path })).json<SharedDeck>());
    expect(data.slides[1]!.title).toBe(`Problem ${HOSTILE}`);

    // The title for the page's head, which a pasted link previews with, counts no view.
    const head = await ctx.app.inject({ method: 'GET', url: `${path}/head` });
    expect(head.statusCode).toBe(200);
    const preview = new JSDOM(`<head>${head.body}</head>`).window.document;
    expect(preview.title).toBe('SokoFresh · Shared Pitch Deck | Kuza');
    expect(preview.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe(preview.title);
    expect(preview.querySelector('meta[property="og:site_name"]')!.getAttribute('content')).toBe('Kuza');

    const info = (await ctx.app.inject({ method: 'GET', url: `/decks/${id}/share`, ...as(cookie) })).json<ShareInfo>();
    expect(info.views).toBe(2);
  });

  it('draws the page for a link-preview robot but counts no view: a link pasted in a chat is not a reader', async () => {
    const { cookie, id, path } = await sharedDeck();
    for (const robot of LINK_PREVIEW_ROBOTS) {
      const response = await ctx.app.inject({ method: 'GET', url: `${path}/html`, headers: { 'user-agent': robot } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('SokoFresh');
    }
    const views = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/decks/${id}/share`, ...as(cookie) })).json<ShareInfo>().views;
    expect(await views()).toBe(0);
    // A browser run without a screen runs the page as a person's does, and counts.
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    await ctx.app.inject({ method: 'GET', url: `${path}/html`, headers: { 'user-agent': headless } });
    await ctx.app.inject({ method: 'GET', url: `${path}/html`, headers: PHONE_BROWSER });
    expect(await views()).toBe(2);
  });

  it('keeps a hostile deck name as text in the title', async () => {
    const { cookie, id, path } = await sharedDeck();
    const deck = (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${id}`,
      payload: { version: deck.version, name: `Soko ${HOSTILE}` },
      ...as(cookie),
    });
    expect(renamed.statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'GET', url: `${path}/head` });
    const preview = new JSDOM(`<head>${head.body}</head>`).window.document;
    expect(preview.title).toBe(`Soko ${HOSTILE} · Shared Pitch Deck | Kuza`);
    expect(preview.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('answers 404 for an unknown or revoked link, so the gateway keeps its page outline', async () => {
    const { cookie, id, path } = await sharedDeck();
    expect((await ctx.app.inject({ method: 'GET', url: '/share/deck/NoSuchLink12345/html' })).statusCode).toBe(404);
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${id}/share`, ...as(cookie) });
    const revoked = await ctx.app.inject({ method: 'GET', url: `${path}/html` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('SokoFresh');
  });
});

describe("the shared resume's page drawn on the server", () => {
  it('draws the resume as it exports, with its data, and answers 404 once the link is revoked', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await builtResume(
      ctx,
      cookie,
      { name: 'Chinedu Okeke', role: 'CTO', experience: 'Lead engineer at Paystack' },
      `Chinedu builds payment rails. ${HOSTILE}`,
    );
    const link = (
      await ctx.app.inject({ method: 'POST', url: `/resumes/${resume.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const response = await ctx.app.inject({ method: 'GET', url: `${link.path!}/html` });
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(`<body>${response.body}</body>`).window;
    const drawn = document.querySelector<HTMLElement>('[data-server-drawn]')!;
    expect(drawn.dataset.serverDrawn).toBe(link.path);
    expect(drawn.querySelector('h1')!.textContent).toBe('Chinedu Okeke');
    expect(drawn.textContent).toContain('Shared with Kuza · view only');
    expect(drawn.querySelectorAll('img[onerror], script')).toHaveLength(1);
    const data = JSON.parse(drawn.querySelector('script[type="application/json"]')!.textContent!) as SharedResume;
    expect(data).toEqual((await ctx.app.inject({ method: 'GET', url: link.path! })).json<SharedResume>());

    const head = await ctx.app.inject({ method: 'GET', url: `${link.path!}/head` });
    expect(new JSDOM(`<head>${head.body}</head>`).window.document.title).toBe('Chinedu Okeke · Shared Resume | Kuza');

    await ctx.app.inject({ method: 'DELETE', url: `/resumes/${resume.id}/share`, ...as(cookie) });
    expect((await ctx.app.inject({ method: 'GET', url: `${link.path!}/html` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${link.path!}/head` })).statusCode).toBe(404);
  });
});

describe('the share page renderer as the API process runs it', () => {
  it('says so for a deck without slides, as the page does', async () => {
    const deck = {
      name: 'SokoFresh',
      language: 'en' as const,
      theme: { id: 'savanna' as const },
      updatedAt: '2026-11-01T00:00:00.000Z',
      slides: [],
    };
    const html = await serverDrawnHtml(createElement(SharedDeckPage, { deck }), deck, '/share/deck/x');
    expect(html).toContain('<p>This deck has no slides yet.</p>');
  });

  it('draws under tsx from the repository root, as `npm start` and the image start the API', async () => {
    const script = `const { createElement } = require('react');
      const { SharedDeckPage } = require('./api/src/modules/decks/share-page.tsx');
      const { serverDrawnHtml } = require('./api/src/modules/documents/server-drawn.tsx');
      const deck = { name: 'SokoFresh', theme: { id: 'savanna' }, updatedAt: '2026-11-01T00:00:00.000Z',
        slides: [{ id: 'a', type: 'title', title: 'Cold rooms', content: 'Paid per crate', bullets: [], notes: '' }] };
      const { SharedResumeView } = require('@kuza/ui/shared-resume');
      const resume = { name: 'CV', header: { name: 'Chinedu Okeke' }, template: 'Modern', sections: [], updatedAt: '2026-11-01T00:00:00.000Z' };
      (async () => {
        process.stdout.write(await serverDrawnHtml(createElement(SharedDeckPage, { deck }), deck, '/share/deck/x'));
        process.stdout.write(await serverDrawnHtml(createElement(SharedResumeView, { resume }), resume, '/share/resume/x'));
      })();`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: path.resolve(__dirname, '../..'),
    });
    expect(stdout).toContain('<h2>Cold rooms</h2>');
    expect(stdout).toMatch(/<h1[^>]*>Chinedu Okeke<\/h1>/);
  });
});
