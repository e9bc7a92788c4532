import fc from 'fast-check';
import { slideText } from '../facts/checks';
import { readFigures } from '../facts/figures';
import type { Slide } from '../schemas/deck';
import { chooseLayout, withChosenLayout } from './choose-layout';
import { readPitch, sectionText } from '../pitch/read-pitch';
import { figureSeries, peopleCards } from './compose-visuals';
import { normalizeSlide } from './registry';

const slide = (title: string, content: string, bullets: string[] = []) =>
  normalizeSlide({ id: 's', type: 'content', title, content, bullets, notes: '' });
const words = (text: string) =>
  new Set(
    text
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())
      .filter(Boolean),
  );
/** Every word a slide shows (title, text, chart labels, cards, table cells), its notes aside. */
const shown = (s: Slide) => slideText({ ...s, notes: '' });

describe('visuals read from the founder’s words', () => {
  it('draws revenue over years as a bar chart with the founder’s years and figures', () => {
    const traction = slide('Traction', 'Revenue 2023: $40k, 2024: $180k, 2025: $620k.');
    const composed = withChosenLayout(traction);
    expect(composed.type).toBe('chart');
    expect(composed.chart).toEqual({
      kind: 'bar',
      labels: ['2023', '2024', '2025'],
      series: [{ name: 'Traction', values: [40_000, 180_000, 620_000] }],
      unit: '$',
    });
    // The sentence stays beside the chart as its takeaway.
    expect(composed.content).toBe(traction.content);
  });

  it('draws growth from one month to another as a chart of its two points', () => {
    const s = slide('Users', 'We grew from 1,200 users in January to 9,800 in June. Churn is low.');
    expect(figureSeries(s)?.chart).toMatchObject({ labels: ['January', 'June'], series: [{ values: [1200, 9800] }] });
    expect(chooseLayout(s)).toBe('chart');
  });

  it('draws no chart for figures of different kinds or one dated figure, and dates told backwards in time order', () => {
    expect(figureSeries(slide('T', 'Revenue 2023: $40k, 2024: 45%.'))).toBeNull();
    expect(figureSeries(slide('T', 'Revenue 2025: $620k, 2023: $40k.'))?.chart).toMatchObject({
      labels: ['2023', '2025'],
      series: [{ values: [40_000, 620_000] }],
    });
    expect(figureSeries(slide('T', 'We reached 9 hospitals in 2024.'))).toBeNull();
  });

  it('turns people with roles into team cards, inventing no photo and no word', () => {
    const team = slide('Team', 'Brian Ssemanda, CEO, former claims manager at an insurer.', [
      'Patience Nambi (COO) organised rider stages for a ride-hailing app',
      'Moses Kato, CTO',
    ]);
    const composed = withChosenLayout(team);
    expect(composed.type).toBe('team');
    expect(composed.team).toEqual([
      { name: 'Brian Ssemanda', role: 'CEO', bio: 'former claims manager at an insurer' },
      { name: 'Patience Nambi', role: 'COO', bio: 'organised rider stages for a ride-hailing app' },
      { name: 'Moses Kato', role: 'CTO' },
    ]);
    expect(composed.team!.some((m) => m.imageUrl)).toBe(false);
    expect(words(shown(composed))).toEqual(words(shown(team)));
  });

  it('reads several people in one sentence cut by semicolons, and an honorific split off as a sentence', () => {
    const s = slide(
      'Team',
      'Engr. Musa Abdullahi (Managing Director) has 16 years in power. Aisha Garba (CFO) led finance at a bank; Chinedu Eze (CTO) built 40 mini-grids.',
    );
    expect(peopleCards(s)?.members.map((m) => m.name)).toEqual(['Engr. Musa Abdullahi', 'Aisha Garba', 'Chinedu Eze']);
  });

  it('keeps prose about one person, or a place, as text', () => {
    expect(peopleCards(slide('Team', 'Dar es Salaam, Tanzania, is our first market.'))).toBeNull();
    expect(chooseLayout(slide('Team', 'I spent 8 years at a bank. My co-founder runs sales.'))).toBe('content');
  });

  it('draws rows the founder wrote as a table, and “Unlike X, we …” lines as a comparison', () => {
    const rows = withChosenLayout(slide('Traction', '', ['Quarter | Users', 'Q1 2025 | 2,100', 'Q2 2025 | 4,600']));
    expect(rows).toMatchObject({
      type: 'table',
      bullets: [],
      table: {
        rows: [
          ['Quarter', 'Users'],
          ['Q1 2025', '2,100'],
          ['Q2 2025', '4,600'],
        ],
      },
    });
    const unlike = withChosenLayout(
      slide('Competition', 'Unlike M-Pesa, we lend against stock. Unlike the banks, we decide in a day.'),
    );
    expect(unlike.type).toBe('table');
    expect(unlike.table!.rows).toEqual([
      ['Unlike M-Pesa', 'we lend against stock'],
      ['Unlike the banks', 'we decide in a day'],
    ]);
  });

  it('draws rows with long cells as a table and people with long lines as cards, every word kept', () => {
    const note = 'paid monthly through mobile money after a three-month pilot with the county health office';
    const table = withChosenLayout(
      slide('Pilots', '', ['Partner | What they do', `Kisumu County | ${note}`, `Nakuru Referral | ${note}`]),
    );
    expect(table.type).toBe('table');
    expect(table.table!.rows[1]).toEqual(['Kisumu County', note]);
    const bio = 'ran claims at a national insurer for eleven years and built its first mobile claims desk for farmers';
    const team = withChosenLayout(
      slide('Team', '', [`Brian Ssemanda, CEO, ${bio}`, `Aline Uwase, CTO, ${bio}`, `Kossi Agbeko, COO, ${bio}`]),
    );
    expect(team.type).toBe('team');
    expect(team.team!.map((m) => m.bio)).toEqual([bio, bio, bio]);
  });

  it('keeps a pasted markdown table’s header row as the slide table’s header, each cell in its column', () => {
    const pasted = [
      '# Traction',
      '',
      '| Quarter | Clinics | Records |',
      '|---|---|---|',
      '| Q3 2025 | 5 | 12,000 |',
      '| Q4 2025 |  | 41,200 |',
    ].join('\n');
    const [section] = readPitch(pasted).sections;
    const drawn = withChosenLayout(slide('Traction', sectionText(section)));
    expect(drawn.type).toBe('table');
    expect(drawn.table!.rows).toEqual([
      ['Quarter', 'Clinics', 'Records'],
      ['Q3 2025', '5', '12,000'],
      ['Q4 2025', '', '41,200'],
    ]);
  });

  it('shows a customer’s words in quotation marks, and who said them, as a quote', () => {
    const composed = withChosenLayout(
      slide('What farmers say', '“It saved my harvest,” says Amina, a farmer in Kisumu.'),
    );
    expect(composed).toMatchObject({
      type: 'quote',
      content: 'It saved my harvest,',
      bullets: ['says Amina, a farmer in Kisumu'],
    });
  });

  it('never invents a word or a figure, and never drops one, whatever visual the words make', () => {
    const name = fc.constantFrom('Amina Njeri', 'Kossi Agbeko', 'Dr. Sarah Nakato', 'Léa Nzé Obame', 'Mwila Chanda');
    const role = fc.constantFrom('CEO', 'CTO', 'Head of Field', 'directrice générale', 'operações');
    const line = fc.constantFrom('', 'ran a 60-truck fleet', '12 years in retail pharmacy', 'ex-Safaricom engineer');
    const person = fc
      .tuple(name, role, line, fc.constantFrom('comma', 'paren'))
      .map(([n, r, l, shape]) =>
        shape === 'comma' ? `${n}, ${r}${l ? `, ${l}` : ''}.` : `${n} (${r})${l ? ` ${l}` : ''}.`,
      );
    const when = fc.constantFrom('2022', '2023', '2024', '2025', 'Q1 2025', 'Q3 2025', 'March', 'June');
    const figure = fc.constantFrom('$40k', 'KES 1.2m', '1,200', '45%', '9 800');
    const point = fc.tuple(when, figure).map(([w, f]) => `${w}: ${f}`);
    const other = fc.constantFrom('We are profitable.', 'Churn is low.', 'Founded in Nairobi.', '');
    const text = fc.oneof(
      fc.array(person, { minLength: 1, maxLength: 7 }).map((p) => p.join(' ')),
      fc.array(point, { minLength: 1, maxLength: 6 }).map((p) => `Revenue ${p.join(', ')}.`),
      fc.tuple(figure, when, figure, when).map(([a, w1, b, w2]) => `We grew from ${a} in ${w1} to ${b} in ${w2}.`),
    );
    fc.assert(
      fc.property(text, other, fc.boolean(), (said, more, asBullets) => {
        const written = asBullets ? slide('Us', more, said.split(/(?<=\.)\s+/)) : slide('Us', `${said} ${more}`.trim());
        const composed = withChosenLayout(written);
        expect(words(shown(composed))).toEqual(words(shown(written)));
        const given = new Set(readFigures(shown(written)).map((f) => f.value));
        for (const value of composed.chart?.series.flatMap((s) => s.values) ?? []) expect(given).toContain(value);
        expect(readFigures(shown(composed)).filter((f) => !given.has(f.value))).toEqual([]);
      }),
      { numRuns: 300, seed: 28 },
    );
  });
});
