/**
 * A figure the founder typed in the AI form stays the figure they wrote, in their notation, on
 * every slide; the deck's checks notice a figure changed on a slide; and no slide ever says one of
 * the facts panel's questions.
 */
import fc from 'fast-check';
import {
  deckProblems,
  emptyFactSheet,
  FACT_PROMPTS,
  readFigures,
  slideText,
  type FactKey,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief } from '../src/modules/ai/text/fact-sheet';
import { briefFor } from './helpers/ai-brief';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

function formBrief(inputs: Partial<DeckBrief['inputs']>): DeckBrief {
  const brief: DeckBrief = {
    inputs: { startupName: 'MamaScan Health', industry: '', objective: '', description: '', ...inputs },
    founder: { targetAudience: '', teamSize: '1-10', goals: [], team: [] },
  };
  return { ...brief, facts: factsOfBrief(brief) };
}

async function slidesOf(brief: DeckBrief) {
  return ai.slides(brief, await ai.outline(brief));
}

const deckText = (slides: Slide[]) => slides.map(slideText).join('\n');

describe('figures typed in the AI form', () => {
  it.each([
    ['Lever 9,8 millions FCFA', 9.8e6],
    ['Raise 1,5 M€', 1.5e6],
    ['Levantar R$ 1,2 milhão', 1.2e6],
    ['Raise GHS 1.2m', 1.2e6],
    ['Levantar 1.250.000 Kz', 1.25e6],
    ['Lever 2 500 FCFA', 2500],
  ])('keeps %j exact on the slides, and the check notices it changed', async (objective, value) => {
    const figure = readFigures(objective)[0];
    expect(figure.value).toBe(value);
    const brief = formBrief({ objective });
    const slides = await slidesOf(brief);

    expect(deckText(slides)).toContain(figure.text);
    expect(deckProblems(brief.facts!, slides)).toEqual([]);
    // The digits after the first mark, as a decimal comma read as a separator would leave them.
    const truncated = figure.text.replace(/^(\D*)\d+[,. ]/, '$1');
    const changed = slides.map((slide) => ({ ...slide, content: slide.content.replace(figure.text, truncated) }));
    expect(deckProblems(brief.facts!, changed).map((problem) => problem.message)).toContainEqual(
      expect.stringContaining(`${truncated}; the facts say ${figure.text}`),
    );
    // Said without a raise ('Funding: 8 millions FCFA'), the changed figure is noticed all the same.
    const bare = slides.map((slide) => ({ ...slide, content: slide.content.replace(objective, truncated) }));
    expect(deckProblems(brief.facts!, bare)).toContainEqual(expect.objectContaining({ rule: 'same-figure' }));
  });

  it.each([
    ['1 200 agriculteurs', 1200],
    ['15k users', 15000],
  ])('keeps the count %j exact on the Traction slide', async (count, value) => {
    const brief = formBrief({ description: `Traction : ${count} depuis 2024.` });
    const slides = await slidesOf(brief);

    expect(readFigures(count)[0].value).toBe(value);
    expect(slideText(slides.find((slide) => slide.title === 'Traction')!)).toContain(count);
  });

  // A figure in English, French or Portuguese notation: grouped thousands or a decimal with a multiplier.
  const notation = fc.constantFrom(
    { group: ',', decimal: '.', million: 'million', money: (n: string) => `USD ${n}` },
    { group: ' ', decimal: ',', million: 'millions', money: (n: string) => `${n} FCFA` },
    { group: '.', decimal: ',', million: 'milhões', money: (n: string) => `${n} Kz` },
  );
  const written = fc.oneof(
    fc
      .record({ notation, thousands: fc.integer({ min: 1, max: 999 }), units: fc.integer({ min: 0, max: 999 }) })
      .map(({ notation: n, thousands, units }) => ({
        text: n.money(`${thousands}${n.group}${String(units).padStart(3, '0')}`),
        value: thousands * 1000 + units,
      })),
    fc
      .record({ notation, whole: fc.integer({ min: 1, max: 99 }), tenths: fc.integer({ min: 1, max: 9 }) })
      .map(({ notation: n, whole, tenths }) => ({
        text: n.money(`${whole}${n.decimal}${tenths} ${n.million}`),
        value: (whole * 10 + tenths) * 1e5,
      })),
  );

  it('reads every generated figure in EN/FR/PT notation back to its value, and says it unaltered on the slides', async () => {
    await fc.assert(
      fc.asyncProperty(written, async ({ text, value }) => {
        const [figure] = readFigures(text);
        expect(figure.value).toBeCloseTo(value, 6);
        expect(figure.text).toBe(text);
        const brief = formBrief({ objective: `Raise ${text}` });
        const slides = await slidesOf(brief);
        expect(deckText(slides)).toContain(text);
        expect(deckProblems(brief.facts!, slides)).toEqual([]);
      }),
      { numRuns: 60, seed: 28 },
    );
  });

  // A use of funds in each language, its shares written with or without a space before '%'.
  const funds = fc
    .record({
      lead: fc.constantFrom('Use of funds:', 'Utilisation des fonds :', 'Uso dos fundos:'),
      space: fc.constantFrom('', ' ', '\u00a0'),
      decimal: fc.constantFrom('.', ','),
      shares: fc.shuffledSubarray(['devices', 'appareils', 'equipa', 'sales', 'ventes', 'marketing'], {
        minLength: 2,
        maxLength: 4,
      }),
      half: fc.boolean(),
    })
    .map(({ lead, space, decimal, shares, half }) => {
      const rest = 100 - 10 * (shares.length - 1);
      const values = [
        ...shares.slice(1).map(() => (half ? '9' + decimal + '5' : '10')),
        String(half ? rest + (shares.length - 1) * 0.5 : rest).replace('.', decimal),
      ];
      return {
        lead,
        written: shares.map((label, index) => `${values[index]}${space}% ${label}`),
      };
    });

  it('says every use-of-funds share as the founder wrote it (40 % appareils, 9,5 % ventes), with the check agreeing', async () => {
    await fc.assert(
      fc.asyncProperty(funds, async ({ lead, written }) => {
        const brief = formBrief({ objective: 'Raise USD 500k', description: `${lead} ${written.join(', ')}.` });
        const slides = await slidesOf(brief);
        // A no-break space before '%' shows as a space.
        const lines = slides.flatMap((slide) => slide.bullets);
        for (const line of written) expect(lines).toContain(line.replace(/\s/g, ' '));
        expect(deckProblems(brief.facts!, slides)).toEqual([]);
      }),
      { numRuns: 60, seed: 28 },
    );
  });
});

describe('the facts panel’s questions', () => {
  const keys = Object.keys(FACT_PROMPTS) as FactKey[];
  const prompts = Object.values(FACT_PROMPTS) as string[];
  const sayNoPrompt = (slides: Slide[]) => {
    const text = deckText(slides);
    for (const prompt of prompts) expect(text).not.toContain(prompt.split(':')[0] + ':');
  };

  it.each(keys)('are never said on a slide, even when a %s section’s description is its question', async (key) => {
    for (const brief of [formBrief({}), briefFor()]) {
      const section: OutlineSection = { id: `s-${key}`, title: key, description: FACT_PROMPTS[key]!, role: key };
      sayNoPrompt(await ai.slides(brief, [section]));
    }
  });

  it('are never said on a slide when the outline was written before the founder gave the facts', async () => {
    const before = formBrief({});
    const outline = await ai.outline(before);
    expect(outline.some((section) => prompts.includes(section.description))).toBe(true);
    const after = briefFor();
    sayNoPrompt(await ai.slides(after, outline));
    sayNoPrompt(await ai.slides({ ...after, facts: { ...emptyFactSheet(), ...after.facts } }, outline));
  });
});
