/**
 * Generated slides: a split the founder wrote that adds to 100 (in a sentence, as bullets, as
 * 'label (45%)' or 'Label: 45%', in English, French or Portuguese) is drawn as a pie whose labels
 * are the founder's words and whose values are their shares, and the slide keeps every word it had;
 * shares that do not add to 100 stay text.
 */
import fc from 'fast-check';
import type { Slide } from '../schemas/deck';
import { withChosenLayout } from './choose-layout';

type Language = 'en' | 'fr' | 'pt';
const USES: Record<Language, string[]> = {
  en: ['inventory and warehousing', 'engineering', 'sales in Kampala', 'working capital', 'new hubs'],
  fr: ['la construction', 'le foncier', 'le recrutement des gérantes', 'le logiciel de suivi', 'le marketing'],
  pt: ['equipamentos', 'obras de ligação', 'tecnologia', 'vendas a empresas', 'o fundo de crédito'],
};
const JOIN: Record<Language, { to: string[]; and: string }> = {
  en: { to: ['for', 'to', 'goes to', 'into'], and: 'and' },
  fr: { to: ['pour', 'iront à', 'pour'], and: 'et' },
  pt: { to: ['para', 'vai para', 'para'], and: 'e' },
};
const LEAD: Record<Language, string> = {
  en: "We're raising USD 1.2 million.",
  fr: 'Nous levons 500 millions FCFA.',
  pt: 'Estamos a levantar USD 750 mil.',
};

/** Shares that add to `total`, 2 to 4 of them, in steps of 5. */
const shares = (total: number) =>
  fc
    .array(fc.integer({ min: 1, max: 12 }), { minLength: 2, maxLength: 4 })
    .filter((parts) => parts.reduce((a, b) => a + b, 0) * 5 === total)
    .map((parts) => parts.map((part) => part * 5));

const split = (total: number): fc.Arbitrary<Split> =>
  fc.constantFrom<Language>('en', 'fr', 'pt').chain((lang) =>
    fc.record({
      lang: fc.constant(lang),
      shares: shares(total),
      uses: fc.shuffledSubarray(USES[lang], { minLength: 4, maxLength: 4 }),
      to: fc.constantFrom(...JOIN[lang].to),
      form: fc.constantFrom<Split['form']>('sentence', 'bullets', 'label', 'paren'),
      space: fc.constantFrom('', ' '),
    }),
  );

interface Split {
  lang: Language;
  shares: number[];
  uses: string[];
  to: string;
  form: 'sentence' | 'bullets' | 'label' | 'paren';
  space: string;
}

function slideOf({ lang, shares: values, uses, to, form, space }: Split): Slide {
  const parts = values.map((value, index) => {
    const use = uses[index];
    if (form === 'label' || form === 'bullets') return `${use[0].toUpperCase()}${use.slice(1)}: ${value}${space}%`;
    if (form === 'paren') return `${use} (${value}${space}%)`;
    return `${value}${space}% ${to} ${use}`;
  });
  const said =
    form === 'bullets'
      ? { content: LEAD[lang], bullets: parts }
      : {
          content: `${LEAD[lang]} ${parts.slice(0, -1).join(', ')} ${JOIN[lang].and} ${parts[parts.length - 1]}.`,
          bullets: [],
        };
  return { id: 'ask', type: 'content', title: 'The ask', notes: '', ...said } as Slide;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('a split the founder wrote', () => {
  it('is a pie of their shares, labelled in their words, and the slide keeps every word', () => {
    fc.assert(
      fc.property(split(100), (generated) => {
        const slide = slideOf(generated);
        const drawn = withChosenLayout(slide);
        expect(drawn.type).toBe('chart');
        expect(drawn.chart?.kind).toBe('pie');
        expect(drawn.chart?.series[0].values).toEqual(generated.shares);
        const written = [slide.content, ...slide.bullets].join(' ').toLowerCase();
        for (const label of drawn.chart!.labels) expect(written).toContain(label.toLowerCase());
        const kept = new Set(words([drawn.content, ...drawn.bullets].join(' ')));
        for (const word of words(written)) expect(kept).toContain(word);
      }),
      { numRuns: 150, seed: 28 },
    );
  });

  it('stays text when its shares do not add to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 19 }).chain((parts) => split(parts * 5).filter(() => parts !== 20)),
        (generated) => {
          expect(withChosenLayout(slideOf(generated)).type).not.toBe('chart');
        },
      ),
      { numRuns: 80, seed: 28 },
    );
  });
});
