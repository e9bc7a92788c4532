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

  it('cuts an Arabic sentence into one card per figure at its commas and at an "and" joined to a figure, keeping every word', () => {
    const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
    const figure = fc
      .tuple(fc.constantFrom('1٬200', '30٪', '4٫5 مليون درهم', '500', '12 ألف'), fc.boolean())
      .map(([text, indic]) => (indic ? arabicDigits(text) : text));
    // Words that start with 'و' but are not 'and' ('وقت', 'وكلاء') stay whole.
    const phrase = fc
      .array(fc.constantFrom('مزارع', 'عميل', 'نمو', 'شهري', 'وقت', 'وكلاء', 'في', 'الرباط', 'يدفعون'), {
        minLength: 1,
        maxLength: 4,
      })
      .map((w) => w.join(' '));
    const joint = fc.constantFrom('، ', '، و', ' و', '؛ ');
    // How long something takes is not a figure to show big, in Arabic as in the other languages.
    expect(figureCards({ content: 'نسلّم خلال 48 ساعة و٣ أيام.', bullets: [] }).items).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.tuple(figure, phrase, joint), { minLength: 2, maxLength: 4 }), (parts) => {
        const text = parts.map(([f, p, j], i) => `${i ? j : ''}${f} ${p}`).join('') + '.';
        const { lead, items } = figureCards({ content: text, bullets: [] });
        expect(lead).toEqual([]);
        expect(items.map((card) => card.value)).toEqual(parts.map(([f]) => f));
        const kept = words(items.map((card) => `${card.value} ${card.label}`).join(' '));
        // Only the commas and the 'and' between two parts go.
        const said = words(text.replace(/و\s*(?=[\d٠-٩])/g, ''));
        expect(kept).toEqual(said);
      }),
      { numRuns: 100 },
    );
  });

  it('takes a lead sentence holding several figures as cards beside bullets that open on figures', () => {
    const results = slide(
      'Résultats',
      'Résultats : 1 200 clients, 30 % de croissance mensuelle. Nous sommes rentables.',
      ['45 % — taux de réachat', '5 M FCFA de revenus'],
    );
    const { lead, items } = figureCards(results);
    expect(lead).toEqual(['Nous sommes rentables.']);
    expect(items.map((card) => card.value)).toEqual(['1 200', '30 %', '45 %', '5 M FCFA']);
    // A lead sentence with one figure stays the lead.
    const one = slide('Traction', 'We launched in 2024 with 3 clinics.', [
      '1,200 patients a month',
      '45% repeat visits',
    ]);
    expect(figureCards(one).lead).toEqual(['We launched in 2024 with 3 clinics.']);
  });
});

describe('key figures set on one line or named before their value', () => {
  const named = fc.constantFrom('Pharmacies live', 'Consults per month', 'Membres actifs', 'Lojas ativas', 'Farmers');
  const value = fc.constantFrom('312', '9,800', 'TZS 41m', '12 400', '97 %', 'USD 1.2m');
  it("makes a card per figure of a line set with dots or bars ('9 300 membres · 96 % de rétention')", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(value, named), { minLength: 2, maxLength: 5, selector: ([v]) => v }),
        fc.constantFrom(' · ', ' | ', ' • '),
        (pairs, mark) => {
          const content = pairs.map(([v, n]) => `${v} ${n.toLowerCase()}`).join(mark);
          const cards = figureCards({ content, bullets: [] });
          expect(cards.items.map((card) => card.value)).toEqual(pairs.map(([v]) => v));
        },
      ),
    );
  });
  it("names a card by the words before a figure that ends its line ('Pharmacies live: 312'), never with the figure again", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(named, value), { minLength: 2, maxLength: 5, selector: ([, v]) => v }),
        fc.constantFrom(': ', ' — ', ' - ', ' '),
        (pairs, mark) => {
          const cards = figureCards({ content: '', bullets: pairs.map(([n, v]) => `${n}${mark}${v}`) });
          expect(cards.items.map((card) => [card.value, card.label])).toEqual(pairs.map(([n, v]) => [v, n]));
        },
      ),
    );
  });
  it('keeps a sentence whole when the figure ends it', () => {
    const [card] = figureCards({ content: '', bullets: ['Revenue grew to KES 4m', 'Loans reached 3 100'] }).items;
    expect(card!.label).toBe('Revenue grew to KES 4m');
  });
});
