import fc from 'fast-check';
import { SLIDE_TYPES, type SlideType } from '../decks';
import type { Slide } from '../schemas/deck';
import { withChosenLayout } from './choose-layout';
import { contentHeight, type SlideElement, type TextElement, type VisualElement } from './engine';
import { CELL_PAD, tableLayout, tableRowsThatFit } from './table';
import { teamCards } from './team';
import { BODY_BOX, SLIDE, type Box } from './geometry';
import { layoutSlide } from './layouts';
import { textWidth } from './measure';
import { normalizeSlide } from './registry';
import { THEMES, type ThemeId } from './themes';

/**
 * Nothing overlaps and nothing overflows, on the one geometry the editor, the PDF and the PPTX draw:
 * slides of every layout, with short and long titles, labels and figures, in every theme.
 */

const EPS = 1e-6;
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const intersects = (a: Box, b: Box) =>
  a.x + EPS < b.x + b.w && b.x + EPS < a.x + a.w && a.y + EPS < b.y + b.h && b.y + EPS < a.y + a.h;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - EPS && a.y >= b.y - EPS && a.x + a.w <= b.x + b.w + EPS && a.y + a.h <= b.y + b.h + EPS;
const wholeSlide = (box: Box) => box.w >= SLIDE.w - EPS && box.h >= SLIDE.h - EPS;

/** Text, icons and visuals: what a reader sees, which must never sit on one another. */
const isContent = (e: SlideElement) => e.kind !== 'shape';
/** Cards: tinted boxes that hold text, which must not sit on one another either. */
const isCard = (e: SlideElement) => e.kind === 'shape' && e.fill === 'tint' && !e.decor && !wholeSlide(e.box);
/** A theme's decoration (bands, rings, stripes): it may bleed off the edge, never under content. */
const isDecor = (e: SlideElement) => e.kind === 'shape' && Boolean(e.decor);

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A block taller or wider than its box, or whose lines lose or add a word. */
function textProblems(text: TextElement, name: string): string[] {
  const found: string[] = [];
  if (contentHeight(text.paragraphs) > text.box.h + 1e-3 && text.paragraphs.some((p) => p.text.trim()))
    found.push(`${name} is taller than its box`);
  for (const p of text.paragraphs) {
    const room = text.box.w - (p.bullet ? (p.size * 1.1) / 72 : 0);
    if (p.lines.some((line) => textWidth(line, p.size, text.metrics) > room + 1e-3))
      found.push(`${name} is wider than its box`);
    if (wordsOf(p.lines.join(' ')).join('') !== wordsOf(p.text).join('')) found.push(`${name} loses words`);
  }
  return found;
}

/**
 * Inside a table or team cards: each cell's or card's words whole in their own box, the box inside
 * its cell or card and the visual, no two apart from one another sharing area, no row left out.
 */
function visualProblems(e: VisualElement, font: ThemeId): string[] {
  const found: string[] = [];
  const { visual, box } = e;
  if (visual.kind === 'table') {
    const layout = tableLayout(visual.rows, visual.hiddenRows, box, font);
    if (layout.hidden) found.push(`the table leaves out ${layout.hidden} rows`);
    layout.cells.flat().forEach((cell) => {
      found.push(...textProblems(cell, cell.role));
      const around = {
        x: cell.box.x - CELL_PAD,
        y: cell.box.y - CELL_PAD,
        w: cell.box.w + 2 * CELL_PAD,
        h: cell.box.h + 2 * CELL_PAD,
      };
      if (!inside(around, box)) found.push(`${cell.role} leaves the table`);
    });
    const cells = layout.cells.flat();
    cells.forEach((a, i) =>
      cells.slice(i + 1).forEach((b) => {
        if (intersects(a.box, b.box)) found.push(`${a.role} overlaps ${b.role}`);
      }),
    );
  }
  if (visual.kind === 'team') {
    const { cards, texts } = teamCards(visual.members, box, font);
    cards.forEach((card, i) => {
      if (!inside(card, box)) found.push(`card ${i + 1} leaves the team's box`);
      texts[i].forEach((block, j) => {
        found.push(...textProblems(block, block.role));
        if (!inside(block.box, card)) found.push(`${block.role} leaves its card`);
        texts[i].slice(j + 1).forEach((other) => {
          if (intersects(block.box, other.box)) found.push(`${block.role} overlaps ${other.role}`);
        });
      });
    });
  }
  return found;
}

/** What is wrong with a page, in words: empty when nothing overlaps or overflows. */
function problems(elements: SlideElement[], font: ThemeId): string[] {
  const found: string[] = [];
  const name = (e: SlideElement) => (e.kind === 'text' ? `text ${e.role}` : e.kind);
  elements.forEach((e) => {
    if (!isDecor(e) && !inside(e.box, { x: 0, y: 0, ...SLIDE })) found.push(`${name(e)} leaves the slide`);
    if (e.kind === 'visual') found.push(...visualProblems(e, font));
    if (e.kind !== 'text') return;
    if (contentHeight(e.paragraphs) > e.box.h + 1e-3 && e.paragraphs.some((p) => p.text.trim()))
      found.push(`${name(e)} is taller than its box`);
    for (const p of e.paragraphs) {
      const room = e.box.w - (p.bullet ? (p.size * 1.1) / 72 : 0);
      if (p.lines.some((line) => textWidth(line, p.size, e.metrics) > room + 1e-3))
        found.push(`${name(e)} is wider than its box`);
    }
  });
  const content = elements.filter(isContent);
  content.forEach((a, i) =>
    content.slice(i + 1).forEach((b) => {
      if (intersects(a.box, b.box)) found.push(`${name(a)} overlaps ${name(b)}`);
    }),
  );
  const cards = elements.filter(isCard);
  cards.forEach((a, i) =>
    cards.slice(i + 1).forEach((b) => {
      if (intersects(a.box, b.box)) found.push('two cards overlap');
    }),
  );
  for (const decor of elements.filter(isDecor))
    for (const e of content) if (intersects(decor.box, e.box)) found.push(`${name(e)} sits on the theme's decoration`);
  // A card holds its text whole or stays clear of it.
  for (const card of cards)
    for (const e of content)
      if (intersects(card.box, e.box) && !inside(e.box, card.box)) found.push(`${name(e)} straddles a card`);
  return found;
}

const word = fc.constantFrom(
  'farmers',
  'revenue',
  'cold',
  'rooms',
  'in',
  'Kisumu',
  'monthly',
  'agriculteurs',
  'connectés',
  'produtores',
  'a',
  'pilot',
  'with',
  'processed',
  'interoperability',
);
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const figure = fc.constantFrom(
  '12 400',
  'US$38 000',
  '45%',
  'KES 1.9 million',
  '3',
  '1,234,567,890',
  'GHS 36,000',
  '7',
);
const when = fc.constantFrom('Q1 2026', '2027', 'June 2025', 'H2 2028', 'Month 6');
const short = words(1, 3);
const long = words(8, 30);
const text = fc.oneof(short, long);

const sentence = fc
  .tuple(figure, text, fc.option(fc.tuple(figure, text)))
  .map(([f, t, more]) => `${f} ${t}${more ? `, ${more[0]} ${more[1]}` : ''}.`);

/** A slide of `type` with text of every length, shaped as that layout reads it. */
const slideOf = (type: SlideType): fc.Arbitrary<Slide> =>
  fc
    .record({
      title: fc.oneof(short, long),
      content: fc.oneof(
        fc.constant(''),
        text,
        sentence,
        fc.array(sentence, { maxLength: 3 }).map((s) => s.join(' ')),
      ),
      figures: fc.array(fc.tuple(figure, text), { maxLength: 8 }),
      steps: fc.array(fc.tuple(when, text), { maxLength: 7 }),
      plain: fc.array(text, { maxLength: 7 }),
      people: fc.array(fc.tuple(fc.constantFrom('Amina Njeri', 'Dr. Kossi Agbeko', 'Léa Nzé Obame'), short, text), {
        maxLength: 7,
      }),
      kind: fc.constantFrom('figures', 'steps', 'plain', 'people', 'series'),
      icon: fc.option(fc.constantFrom('growth', 'calendar', 'target', 'globe'), { nil: undefined }),
    })
    .map(({ title, content, figures, steps, plain, people, kind, icon }) => {
      const bullets =
        kind === 'figures'
          ? figures.map(([f, t]) => `${f} ${t}`)
          : kind === 'steps'
            ? steps.map(([w, t]) => `${w}: ${t}`)
            : kind === 'people'
              ? people.map(([n, r, t]) => `${n}, ${r}, ${t}`)
              : kind === 'series'
                ? steps.map(([w], i) => `${w}: ${figures[i]?.[0] ?? '7'} ${title}`)
                : plain;
      const visual =
        type === 'chart'
          ? { chart: { kind: 'bar', labels: ['2024', '2025'], series: [{ name: title, values: [1, 2] }] } }
          : type === 'table'
            ? { table: { rows: [['Who', 'What'], ...bullets.map((b) => [b, title])] } }
            : type === 'team'
              ? { team: bullets.map((b) => ({ name: title, role: b })) }
              : type === 'image'
                ? { media: { src: PIXEL, alt: title } }
                : {};
      return normalizeSlide({ id: 's', type, title, content, bullets, notes: '', icon, ...visual });
    });

const themes = THEMES.map((t) => t.id as ThemeId);

describe('the shared slide geometry', () => {
  it.each(SLIDE_TYPES.map((type) => [type]))(
    'never overlaps or overflows a %s slide, with short or long words, in any theme',
    (type) => {
      fc.assert(
        fc.property(slideOf(type), fc.constantFrom(...themes), (slide, theme) => {
          for (const page of layoutSlide(slide, 0, theme))
            expect({ layout: page.layout, part: page.part, problems: problems(page.elements, theme) }).toEqual({
              layout: page.layout,
              part: page.part,
              problems: [],
            });
        }),
        { numRuns: 60, seed: 2029 },
      );
    },
  );

  it('draws every layout the generation chooses in that layout, never overlapping, in every theme', () => {
    fc.assert(
      fc.property(slideOf('content'), fc.constantFrom(...themes), (slide, theme) => {
        for (const page of layoutSlide(withChosenLayout(slide), 0, theme))
          expect(problems(page.elements, theme)).toEqual([]);
      }),
      { numRuns: 200, seed: 2029 },
    );
  });

  it('lays out every word of a long table, row after row over its (cont.) slides, each cell in its cell, in every theme', () => {
    const cell = fc.oneof(short, long, words(20, 40));
    const table = fc
      .integer({ min: 2, max: 6 })
      .chain((columns) =>
        fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: 2, maxLength: 16 }),
      );
    fc.assert(
      fc.property(table, fc.oneof(fc.constant(''), text), fc.constantFrom(...themes), (rows, content, theme) => {
        const slide = normalizeSlide({
          id: 't',
          type: 'table',
          title: 'Pilots',
          content,
          bullets: [],
          notes: '',
          table: { rows },
        });
        // A row taller than a whole slide at the floor is not composed from a founder's words (compose-visuals.ts).
        fc.pre(rows.slice(1).every((row) => tableRowsThatFit([rows[0], row], BODY_BOX.w, BODY_BOX.h, theme) === 2));
        const pages = layoutSlide(slide, 0, theme);
        for (const page of pages) expect(problems(page.elements, theme)).toEqual([]);
        const shown = pages.flatMap((page) =>
          page.elements.flatMap((e) =>
            e.kind === 'visual' && e.visual.kind === 'table' ? e.visual.rows.slice(1) : [],
          ),
        );
        expect(shown).toEqual(rows.slice(1));
      }),
      { numRuns: 60, seed: 2029 },
    );
  });

  it('lays out every word of team cards the composition accepts, each in its card, in every theme', () => {
    const person = fc.record({
      name: fc.constantFrom('Amina Njeri', 'Dr. Kossi Agbeko', 'Léa Nzé Obame', 'Maria das Graças Nascimento'),
      role: fc.oneof(short, words(4, 8)),
      bio: fc.oneof(short, long, words(20, 40)),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 8 }), fc.constantFrom(...themes), (team, theme) => {
        const slide = normalizeSlide({
          id: 't',
          type: 'team',
          title: 'Team',
          content: '',
          bullets: [],
          notes: '',
          team,
        });
        const [page] = layoutSlide(slide, 0, theme);
        const visual = page.elements.find((e): e is VisualElement => e.kind === 'visual')!;
        // Cards the engine cannot fit (far longer than a line) are not composed from a founder's words.
        fc.pre(teamCards(team, visual.box, theme).fits);
        expect(problems(page.elements, theme)).toEqual([]);
      }),
      { numRuns: 60, seed: 2029 },
    );
  });
});
