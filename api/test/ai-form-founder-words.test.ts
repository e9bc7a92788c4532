/**
 * What the AI form's description says lands on the slides in the founder's words and language: a
 * price with what it is per, a count with its unit, a "Label : text" line read as the paste path
 * reads it.
 */
import fc from 'fast-check';
import { factKeyOf, slideText, type Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsFromForm, factsFromText, factsOfBrief, quantities } from '../src/modules/ai/text/fact-sheet';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

async function slidesOf(description: string, objective = ''): Promise<Slide[]> {
  const brief: DeckBrief = {
    inputs: { startupName: 'MamaScan Health', industry: '', objective, description },
    founder: { targetAudience: '', teamSize: '1-10', goals: [], team: [] },
  };
  const withFacts = { ...brief, facts: factsOfBrief(brief) };
  return ai.slides(withFacts, await ai.outline(withFacts));
}

const PRICES = [
  {
    language: 'en',
    description: 'Clinics pay KES 500 per device per month.',
    line: 'Unit price: KES 500 per device per month',
  },
  {
    language: 'fr',
    description: 'Les cliniques paient 2 500 FCFA par mois par appareil.',
    line: '2 500 FCFA par mois par appareil',
  },
  {
    language: 'pt',
    description: 'As clínicas pagam 1.500 Kz por mês por aparelho.',
    line: '1.500 Kz por mês por aparelho',
  },
];

describe('a price typed in the AI form', () => {
  it.each(PRICES)('is said on Financials in the founder’s words ($language)', async ({ description, line }) => {
    const slides = await slidesOf(description);
    // The Financials slide, whatever the deck's language calls it ('Finances', 'Finanças').
    const financials = slides.find((slide) => factKeyOf(slide.title) === 'financials');
    expect(financials!.bullets).toEqual([line]);
  });

  it.each(PRICES.filter((price) => price.language !== 'en'))(
    'gets no English words on any slide of a $language pitch',
    async ({ description }) => {
      const text = (await slidesOf(description)).map(slideText).join('\n');
      expect(text).not.toMatch(/\b(per (month|device|year)|Unit price|Price:|a month)\b/);
    },
  );
});

describe('a count typed in the AI form', () => {
  // A count, its unit (one or two words) and what follows it in English, French or Portuguese.
  const aCount = fc.record({
    figure: fc.constantFrom('3 400', '1,200', '800', '15k', '1.250'),
    unit: fc.constantFrom('patientes suivies', 'mothers followed', 'lojas', 'clinics', 'agriculteurs', 'farmers'),
    end: fc.constantFrom(
      'since 2024',
      'depuis 2024',
      'desde março',
      'in Nakuru',
      'dans trois régions',
      'em Luanda',
      'com seguro',
      'avec suivi',
    ),
  });

  it('has as its unit the words the founder counts, never a word that ends them ("depuis", "since", "desde")', () => {
    fc.assert(
      fc.property(aCount, ({ figure, unit, end }) => {
        const [count] = quantities(`${figure} ${unit} ${end}.`, 'typed');
        expect(count?.unit).toBe(unit);
      }),
      { seed: 28 },
    );
  });
});

describe('a "Label : text" line in the AI form’s description', () => {
  const aLabelled = fc.record({
    label: fc.constantFrom('Le problème', 'Problem', 'O problema', 'Traction', 'Tração', 'Notre solution'),
    colon: fc.constantFrom(': ', ' : ', ' :\n', ':\n'),
    text: fc.constantFrom(
      'Mothers in rural clinics miss their scans.',
      'Les femmes enceintes ne sont pas suivies.',
      'As mães não fazem ecografias.',
    ),
  });
  const factOf = (sheet: ReturnType<typeof factsFromForm>, text: string) =>
    (['problem', 'solution', 'traction'] as const).find((key) => sheet[key]?.text.includes(text));

  it('holds the same fact as when the same lines are pasted', () => {
    fc.assert(
      fc.property(aLabelled, ({ label, colon, text }) => {
        const typed = factsFromForm({
          startupName: 'MamaScan',
          industry: '',
          objective: '',
          description: `${label}${colon}${text}`,
        });
        const pasted = factsFromText(`MamaScan\n\n${label}${colon}${text}\n`);
        expect(factOf(typed, text)).toBeDefined();
        expect(factOf(typed, text)).toBe(factOf(pasted, text));
      }),
      { seed: 28 },
    );
  });
});
