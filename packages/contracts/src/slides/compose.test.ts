import fc from 'fast-check';
import { readFigures } from '../facts/figures';
import { chooseLayout } from './choose-layout';
import { datedSteps, figureCards } from './compose';
import { layoutSlide, textElements } from './layouts';
import { normalizeSlide } from './registry';

const slide = (title: string, content: string, bullets: string[] = []) =>
  normalizeSlide({ id: 's', type: 'content', title, content, bullets, notes: '' });
const drawnText = (s: ReturnType<typeof slide>) =>
  layoutSlide(s)
    .flatMap((page) => textElements(page).flatMap((e) => e.paragraphs.flatMap((p) => p.lines)))
    .join(' ');
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())
    .filter(Boolean);

describe('compositions read from the founder’s words', () => {
  const traction = slide('Traction', '17,500 riders paying daily, 92% still active after 3 months.', [
    'UGX 1.9 billion in premiums written this year and 1,240 claims paid, most within 48 hours',
  ]);

  it('shows a traction paragraph with four figures as four big numbers, labelled in the founder’s words', () => {
    expect(chooseLayout(traction)).toBe('kpi');
    expect(figureCards(traction).items.map(({ value, label }) => [value, label])).toEqual([
      ['17,500', 'riders paying daily'],
      ['92%', 'still active after 3 months'],
      ['UGX 1.9 billion', 'in premiums written this year'],
      ['1,240', 'claims paid, most within 48 hours'],
    ]);
    const [page] = layoutSlide({ ...traction, type: 'kpi' });
    expect(page.layout).toBe('kpi');
    const values = textElements(page)
      .filter((e) => /^kpi-\d-value$/.test(e.role))
      .map((e) => e.paragraphs[0].text);
    expect(values).toEqual(['17,500', '92%', 'UGX 1.9 billion', '1,240']);
  });

  it('puts dated milestones written as sentences on a timeline, in order', () => {
    const roadmap = slide(
      'Roadmap',
      'In Q1 2026 we open a pilot in Kigali. By 2027 we reach 5 countries, and in 2028 we list a credit product.',
    );
    expect(datedSteps(roadmap).items.map((s) => s.what)).toEqual([
      'we open a pilot in Kigali',
      'we reach 5 countries',
      'we list a credit product',
    ]);
    expect(datedSteps(roadmap).items.map((s) => s.when)).toEqual(['In Q1 2026', 'By 2027', 'in 2028']);
    expect(chooseLayout(roadmap)).toBe('timeline');
    expect(layoutSlide({ ...roadmap, type: 'timeline' })[0].layout).toBe('timeline');
  });

  it('keeps prose with one figure as bullets', () => {
    const problem = slide(
      'The problem',
      'Most clinics still keep records on paper, and nurses lose hours every week looking for them. Around 30% of files are never found.',
    );
    expect(chooseLayout(problem)).toBe('content');
  });

  it('switched to big numbers or a timeline, draws every word and figure of the slide, inventing none', () => {
    const figure = fc.constantFrom('12 400', 'US$38 000', '45%', 'KES 1.9 million', 'GHS 36,000', '1,240');
    const phrase = fc
      .array(fc.constantFrom('nurses', 'monthly', 'revenue', 'in', 'Accra', 'clinics', 'signed', 'since'), {
        minLength: 1,
        maxLength: 6,
      })
      .map((w) => w.join(' '));
    const when = fc.constantFrom('', 'In Q1 2026 ', 'By 2027 ', 'June 2025: ');
    const sentence = fc
      .tuple(when, fc.array(fc.tuple(figure, phrase), { minLength: 1, maxLength: 3 }))
      .map(([w, parts]) => `${w}${parts.map(([f, p]) => `${f} ${p}`).join(', ')}.`);
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('kpi' as const, 'timeline' as const),
        fc.boolean(),
        (said, type, asBullets) => {
          const written = asBullets ? slide('Traction', '', said) : slide('Traction', said.join(' '));
          const s = normalizeSlide({ ...written, type });
          const drawn = drawnText(s);
          expect(new Set(words(drawn))).toEqual(new Set(words(`Traction ${said.join(' ')}`)));
          const given = new Set(readFigures(said.join(' ')).map((f) => f.value));
          const blocks = layoutSlide(s).flatMap((page) =>
            textElements(page).flatMap((e) => e.paragraphs.map((p) => p.text)),
          );
          expect(blocks.flatMap(readFigures).filter((f) => !given.has(f.value))).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 29 },
    );
  });
});
