/**
 * The content gate: a deck from each of the ten founder briefs (test/fixtures/briefs), by the
 * 'Start with AI' form and by paste, carries every figure and name the founder gave, no figure
 * they did not, and nothing that contradicts them. `npm run bench:content` prints the same scores.
 */
import { byForm, byPaste, loadBriefs, score } from '../bench/content-score';

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
