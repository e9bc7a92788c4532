import { IMAGE_MESSAGES, type Deck, type Resume } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

// A real 1×1 PNG: an uploaded picture is stored, so it must be one.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const HOSTILE = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd'];

const slide = (
  media: { src: string; alt: string },
  team?: Array<{ name: string; role: string; imageUrl: string }>,
) => ({
  id: 's1',
  type: team ? 'team' : 'image',
  title: 'Slide',
  content: '',
  bullets: [],
  notes: '',
  media,
  ...(team ? { team } : {}),
});

describe('image sources', () => {
  it.each(HOSTILE)(
    'refuses %s as a slide picture, a team photo and a resume photo, and keeps what was saved',
    async (src) => {
      const { cookie } = await verifiedAccount(ctx);
      const deck = await createAiDeck(ctx, cookie);
      const putDeck = (slides: unknown[]) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/decks/${deck.id}`,
          payload: { version: deck.version, slides },
          ...as(cookie),
        });

      for (const slides of [
        [slide({ src, alt: '' })],
        [slide({ src: PNG, alt: '' }, [{ name: 'Amara', role: 'CEO', imageUrl: src }])],
      ]) {
        const refused = await putDeck(slides);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ error: IMAGE_MESSAGES.source.defaultMessage });
      }
      const stored = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
      expect(stored.slides).toEqual(deck.slides);

      const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: `/resumes/${resume.id}`,
        payload: { version: resume.version, profileImageUrl: src },
        ...as(cookie),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: IMAGE_MESSAGES.source.defaultMessage });
    },
  );

  it('keeps https links and uploaded pictures, and an empty photo', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: {
        version: deck.version,
        slides: [
          slide({ src: 'https://images.example/farm.jpg', alt: 'A farm' }, [
            { name: 'Amara', role: 'CEO', imageUrl: PNG },
          ]),
        ],
      },
      ...as(cookie),
    });
    expect(saved.statusCode).toBe(200);
    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
    for (const profileImageUrl of [PNG, 'https://images.example/amara.jpg', '']) {
      const current = (
        await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(cookie) })
      ).json<Resume>();
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/resumes/${resume.id}`,
        payload: { version: current.version, profileImageUrl },
        ...as(cookie),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
