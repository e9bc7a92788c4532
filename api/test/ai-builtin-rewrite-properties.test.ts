import fc from 'fast-check';
import { normalizeSlide, type Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { SlideRewriteResult } from '../src/modules/ai/provider/provider';
import { briefFor } from './helpers/ai-brief';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
const brief = briefFor();

const WORDS = ['farmers', 'cold', 'rooms', 'market', 'buyers', 'crates', 'storage', 'village', 'harvest', 'agents'];
const FIGURES = ['KES 30', '40%', '1,200', 'USD 2.5m', '15k', 'GHS 1.2m', '1 200', '9,8 millions FCFA'];
const JOINS = [', ', '; ', ' because ', ' but ', ' — '];

const words = fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 9 }).map((list) => list.join(' '));
const part = fc
  .tuple(words, fc.option(fc.constantFrom(...FIGURES), { nil: undefined }), words)
  .map(([before, figure, after]) => (figure ? `${before} ${figure} ${after}` : `${before} ${after}`));
const aSentence = fc
  .tuple(fc.array(part, { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(...JOINS), { minLength: 2 }))
  .map(([parts, joins]) => {
    const text = parts.map((p, i) => (i ? `${joins[i - 1]}${p}` : p)).join('');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  });
const prose = fc.array(aSentence, { minLength: 1, maxLength: 3 }).map((list) => list.join(' '));
const aSlide = fc
  .record({ content: prose, bullets: fc.array(prose, { minLength: 0, maxLength: 6 }), notes: prose })
  .map((body): Slide => normalizeSlide({ id: 's1', type: 'content', title: 'Where we are', ...body }));

const textOf = (slide: Pick<Slide, 'content' | 'bullets' | 'notes'>) =>
  [slide.content, ...slide.bullets, slide.notes].join('\n');
const after = (result: SlideRewriteResult, before: Slide) => (result.applied ? result.slide : before);

/** Whether `out` ends where a sentence or a clause of `source` ends, on a whole word. */
function endsWhole(out: string, source: string): boolean {
  const tail = out
    .replace(/[.!?]+$/, '')
    .split(' ')
    .slice(-3)
    .join(' ');
  for (let at = source.indexOf(tail); at >= 0; at = source.indexOf(tail, at + 1))
    if (
      /^(?:$|[.,;:!?]|\s[—–]\s|\s(?:because|while|which|so that|where|but|yet)\s)/.test(source.slice(at + tail.length))
    )
      return true;
  return false;
}

describe('"Make it shorter", over generated slides', () => {
  it('ends every point and lead on a whole sentence or clause, never an ellipsis, and keeps every figure', async () => {
    await fc.assert(
      fc.asyncProperty(aSlide, async (slide) => {
        const shorter = after(await ai.rewriteSlide(brief, slide, 'Make it shorter'), slide);
        const source = textOf(slide);
        expect(textOf(shorter)).not.toContain('…');
        for (const line of [shorter.content, ...shorter.bullets].filter(Boolean))
          expect({ line, whole: endsWhole(line, source) }).toEqual({ line, whole: true });
        for (const figure of FIGURES.filter((f) => source.includes(f))) expect(textOf(shorter)).toContain(figure);
        expect(shorter.bullets.length).toBeLessThanOrEqual(
          Math.max(3, slide.bullets.filter((b) => /\d/.test(b)).length),
        );
      }),
      { numRuns: 150 },
    );
  });
});

const PROFITABLE = [
  'We are profitable since March.',
  'The company broke even in Q2.',
  'Profitability reached in 2025.',
  'Nous sommes rentables depuis mars.',
  "L'entreprise est à l'équilibre depuis juin.",
  'Já somos lucrativos.',
  'A empresa é rentável desde 2024.',
];
const OTHER = [
  'Monthly burn is USD 20k.',
  'Burn mensuel : 2,5 M FCFA.',
  'Queima mensal de 1 200 000 MZN.',
  '1,200 farmers pay KES 30 per crate.',
  'Gross margin is 38%.',
  'Nous servons 1 200 agriculteurs.',
  'Temos 15k utilizadores.',
];

const isClaim = (line: string) => PROFITABLE.includes(line);

describe('removing the claim about being profitable', () => {
  const claimSlide = fc
    .array(fc.array(fc.constantFrom(...PROFITABLE, ...OTHER), { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 6,
    })
    .filter((bullets) => bullets.flat().some(isClaim))
    .map((bullets) =>
      normalizeSlide({
        id: 's1',
        type: 'content',
        title: 'Traction',
        bullets: bullets.map((b) => b.join(' ')),
        content: '',
        notes: '',
      }),
    );

  it.each([
    'Remove the claim about being profitable',
    'Remove the claim that we break even',
    'We are not profitable',
    'Supprime la phrase sur la rentabilité',
    'Remova a frase sobre ser lucrativo',
  ])('"%s" removes exactly the sentences making it and keeps every other figure', async (prompt) => {
    await fc.assert(
      fc.asyncProperty(claimSlide, async (slide) => {
        const result = await ai.rewriteSlide(brief, slide, prompt);
        if (!result.applied) throw new Error(JSON.stringify(result.message));
        const kept = result.slide.bullets
          .flatMap((bullet) => bullet.match(/[^.]+(?:\.|$)/g) ?? [])
          .map((s) => s.trim());
        const others = slide.bullets.flatMap((bullet) => bullet.match(/[^.]+(?:\.|$)/g) ?? []).map((s) => s.trim());
        expect(kept).toEqual(others.filter((line) => !isClaim(line)));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps an unrelated burn figure when asked to remove it and make the slide shorter', async () => {
    const slide = normalizeSlide({
      id: 's1',
      type: 'content',
      title: 'Traction',
      bullets: [
        '1,200 farmers use our cold rooms',
        'We are profitable since March',
        'Farmers come back every week',
        'Buyers pay on delivery',
        'Monthly burn is USD 20k',
      ],
    });
    const result = await ai.rewriteSlide(brief, slide, 'Remove the claim about being profitable and make it shorter');
    if (!result.applied) throw new Error(JSON.stringify(result.message));
    expect(result.slide.bullets).toEqual([
      '1,200 farmers use our cold rooms',
      'Farmers come back every week',
      'Monthly burn is USD 20k',
    ]);
  });
});

describe('a point in quotes', () => {
  it('is mentioned word for word, even when it holds words that read as instructions', async () => {
    const slide = normalizeSlide({ id: 's1', type: 'content', title: 'Where we are', bullets: ['Cold rooms'] });
    const result = await ai.rewriteSlide(
      brief,
      slide,
      'Mention "Farmers pay KES 30 per crate, and use M-Pesa for a shorter wait"',
    );
    expect(result.applied && result.slide.bullets[0]).toBe(
      'Farmers pay KES 30 per crate, and use M-Pesa for a shorter wait',
    );
  });
});

describe("the dialog's chips in the founder's words", () => {
  it('are followed as written: a line in quotes is removed, a word is put first', async () => {
    const slide = normalizeSlide({
      id: 's1',
      type: 'content',
      title: 'Where we are',
      bullets: ['1,200 farmers use our cold rooms', 'Buyers pay on delivery, by M-Pesa'],
    });
    const removed = await ai.rewriteSlide(brief, slide, 'Remove the line "Buyers pay on delivery, by M-Pesa"');
    expect(removed.applied && removed.slide.bullets).toEqual(['1,200 farmers use our cold rooms']);
    const focused = await ai.rewriteSlide(brief, slide, 'Focus on delivery');
    expect(focused.applied && focused.slide.bullets[0]).toBe('Buyers pay on delivery, by M-Pesa');
  });
});
