import { i18n } from '@kuza/i18n';
import { SAMPLE_DECK, SAMPLE_FIGURES, type Words } from '../sample-deck';

const said = (words: Words) => (typeof words === 'string' ? words : i18n.t(words));

describe('the marketing sample deck', () => {
  it('has the ten slides of product.md §3 in order', () => {
    expect(SAMPLE_DECK.map((slide) => slide.id)).toEqual([
      'intro',
      'problem',
      'solution',
      'product',
      'market',
      'business-model',
      'go-to-market',
      'team',
      'financials',
      'funding',
    ]);
  });

  it('gives every slide its fields, and the team slide its members', () => {
    for (const slide of SAMPLE_DECK) {
      expect(slide.title && slide.highlight && slide.paragraph).toBeTruthy();
      if (slide.type === 'content') {
        expect(slide.bullets.length).toBeGreaterThan(0);
        expect(slide.image && slide.imageAlt && slide.caption).toBeTruthy();
      } else {
        expect(slide.members.length).toBeGreaterThan(0);
        for (const member of slide.members) expect(member.name && member.role && member.image).toBeTruthy();
      }
    }
    expect(SAMPLE_DECK.filter((slide) => slide.type === 'team')).toHaveLength(1);
  });

  it('quotes the spec figures: $1M seed, $250k ARR, 50k+ users, $2.5M ARR by 2026, CAC $1.50, LTV $22', () => {
    expect(SAMPLE_FIGURES).toMatchObject({
      seedRound: '$1M',
      arr: '$250k',
      users: '50k+',
      projectedArr: '$2.5M',
      projectedYear: 2026,
      cac: '$1.50',
      ltv: '$22',
    });
    const text = SAMPLE_DECK.flatMap((slide) => [
      slide.title,
      slide.highlight,
      slide.paragraph,
      ...(slide.type === 'content' ? [...slide.bullets, slide.caption] : []),
    ])
      .map(said)
      .join('\n');
    for (const figure of ['$1M seed', '$250k', '50k+', '$2.5M by 2026', 'CAC $1.50', 'LTV $22'])
      expect(text).toContain(figure);
  });
});
