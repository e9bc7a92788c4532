/**
 * The content gate: a deck from each of the ten founder briefs (test/fixtures/briefs), by the
 * 'Start with AI' form, by paste and by import (the pitch as another tool's .pptx), carries every
 * figure and name the founder gave, no figure they did not, and nothing that contradicts them; an
 * import keeps every source slide as it was. `npm run bench:content` prints the same scores.
 */
import { readFigures, slideText, type Deck, type Slide } from '@kuza/contracts';
import {
  byForm,
  byImport,
  byPaste,
  copied,
  invented,
  keptSlides,
  loadBriefs,
  pitchDeckPptx,
  pitchSlides,
  score,
} from '../bench/content-score';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, generate } from './helpers/decks';

const briefs = loadBriefs();

describe('decks written from the ten founder briefs', () => {
  it('has all ten briefs', () => {
    expect(briefs).toHaveLength(10);
  });

  describe.each(briefs.map((brief) => [brief.id, brief] as const))('%s', (_id, brief) => {
    it('by the AI form: every figure of the form on the slides, none invented, nothing contradicted', async () => {
      const result = score(brief, await byForm(brief), 'form');

      expect(result.invented).toEqual([]);
      expect(result.contradictions).toEqual([]);
      expect(result.recall.missing).toEqual([]);
    });

    it('by paste: every heading recalled, every must figure and name carried, none invented, funds to 100 %', async () => {
      const result = score(brief, await byPaste(brief), 'paste');

      expect(result.invented).toEqual([]);
      expect(result.contradictions).toEqual([]);
      expect(result.recall.missing).toEqual([]);
      expect(result.headings?.missing).toEqual([]);
      expect(result.fundsMissing).toEqual([]);
      if (brief.use_of_funds.length) expect(result.useOfFunds).toBe(100);
    });
  });

  describe.each(briefs.map((brief) => [brief.id, brief] as const))('%s by import', (_id, brief) => {
    it('keeps one slide per source slide with its title, bullets and notes, every must figure, none invented', async () => {
      const deck = await byImport(brief);
      const result = score(brief, deck, 'import');

      expect(keptSlides(deck.source, deck.slides).changed).toEqual([]);
      expect(deck.slides).toHaveLength(deck.source.length);
      expect(result.invented).toEqual([]);
      expect(result.contradictions).toEqual([]);
      expect(result.recall.missing).toEqual([]);
      expect(result.headings?.missing).toEqual([]);
      expect(result.fundsMissing).toEqual([]);
      if (brief.use_of_funds.length) expect(result.useOfFunds).toBe(100);
    });
  });

  it('fails a deck that invents a figure or says what the founder ruled out', async () => {
    const [brief] = briefs.filter((b) => b.id === 'shambalink-ke');
    const deck = await byPaste(brief);
    const [traction] = deck.slides.filter((slide) => slide.title === 'Traction');
    traction.bullets.push('A first cohort of 200 farmers', 'Commission on produce traded (typically 5–10%)');

    const result = score(brief, deck, 'paste');

    expect(result.invented).toEqual(['Traction: 200', 'Traction: 5', 'Traction: 10%']);
    expect(result.contradictions).toEqual([
      'says "commission on produce traded"',
      '"Traction" says 200 farmers; the facts say 1,200 paying farmers.',
    ]);
  });
});

describe('a pitch imported through POST /decks/import by a founder with answers of their own', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  const answers = { target_audience: 'Dairy cooperatives in Uganda', goal: 'Reach 90 cooperatives', completed_step: 2 };

  it.each(briefs.map((brief) => [brief.id, brief] as const))(
    "%s: the source slides as they were, sections added later copying none, and none of the founder's answers",
    async (_id, brief) => {
      const { cookie } = await verifiedAccount(ctx);
      await ctx.app.inject({ method: 'PUT', url: '/auth', payload: answers, ...as(cookie) });
      const source = pitchSlides(brief);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/decks/import?filename=${brief.id}.pptx`,
        payload: await pitchDeckPptx(source),
        headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
      });
      expect(response.statusCode).toBe(201);
      const deck = response.json<Deck>();
      const result = score(brief, { facts: deck.facts!, outline: deck.outline, slides: deck.slides }, 'import');

      expect(keptSlides(source, deck.slides).changed).toEqual([]);
      expect(result.invented).toEqual([]);
      expect(result.contradictions).toEqual([]);
      expect(result.recall.missing).toEqual([]);
      expect(JSON.stringify({ facts: deck.facts, slides: deck.slides })).not.toMatch(
        /Dairy cooperatives|90 cooperatives/,
      );

      // Sections added on the outline page are written around the kept slides, copying none of them.
      const added = ['Impact', 'Key metrics', 'Risks'].map((title) => ({
        id: `added-${title}`,
        title,
        description: '',
      }));
      const outlined = await ctx.app.inject({
        method: 'PUT',
        url: `/decks/${deck.id}`,
        payload: { version: deck.version, outline: [...deck.outline, ...added] },
        ...as(cookie),
      });
      expect(outlined.statusCode).toBe(200);
      expect((await generate(ctx, cookie, deck.id)).state).toBe('done');
      const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
      const written = done.slides.slice(source.length);

      expect(keptSlides(source, done.slides.slice(0, source.length)).changed).toEqual([]);
      expect(written.map((slide) => slide.title)).toEqual(['Impact', 'Key metrics', 'Risks']);
      expect(copied(done.slides, written)).toEqual([]);
      expect(
        score(brief, { facts: done.facts!, outline: done.outline, slides: done.slides }, 'import').invented,
      ).toEqual([]);
      expect(JSON.stringify(done.slides)).not.toMatch(/Dairy cooperatives|90 cooperatives/);
    },
  );

  it.each(briefs.map((brief) => [brief.id, brief] as const))(
    '%s: Improve with AI writes each imported slide again with all its figures and notes, inventing none, saving nothing',
    async (_id, brief) => {
      const { cookie } = await verifiedAccount(ctx);
      await ctx.app.inject({ method: 'PUT', url: '/auth', payload: answers, ...as(cookie) });
      const imported = await ctx.app.inject({
        method: 'POST',
        url: `/decks/import?filename=${brief.id}.pptx`,
        payload: await pitchDeckPptx(pitchSlides(brief)),
        headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
      });
      const deck = imported.json<Deck>();
      const improved: Slide[] = [];
      for (const slide of deck.slides) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/decks/${deck.id}/slides/${slide.id}/improve`,
          ...as(cookie),
        });
        expect(response.statusCode).toBe(200);
        improved.push(response.json<Slide>());
      }
      const figures = (slide: Slide) => readFigures(slideText({ ...slide, notes: '' })).map((figure) => figure.value);

      expect(improved.map((slide) => [slide.id, slide.title, slide.notes])).toEqual(
        deck.slides.map((slide) => [slide.id, slide.title, slide.notes]),
      );
      expect(
        improved.map((slide, index) => figures(deck.slides[index]!).filter((v) => !figures(slide).includes(v))),
      ).toEqual(deck.slides.map(() => []));
      // What the slide says comes from the slides, never from their speaker notes' cues.
      expect(improved.flatMap((slide) => [slide.content, ...slide.bullets]).join('\n')).not.toMatch(
        /Stress this|Introduce/,
      );
      expect(invented(brief.pitch, improved)).toEqual([]);
      expect(JSON.stringify(improved)).not.toMatch(/Dairy cooperatives|90 cooperatives/);
      const after = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) });
      expect(after.json<Deck>().version).toBe(deck.version);
    },
  );
});
