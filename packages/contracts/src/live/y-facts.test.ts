import * as Y from 'yjs';
import fc from 'fast-check';
import { FACT_SOURCES, factSheetSchema, type FactSheet } from '../facts/fact-sheet';
import { applySaved, fillRoom, readRoom, type RoomContent } from './y-document';
import { FACTS_SHAPE } from './y-facts';

const slides = [{ id: 'cover', title: 'SokoFresh', bullets: ['Cold rooms'] }];
const outline = [{ id: '1', title: 'Problem', description: 'Farmers lose a third of their harvest' }];
const deck = (facts: FactSheet): RoomContent => ({ name: 'SokoFresh', items: slides, outline, facts });

/** Words as founders type them; `X` and `Y` never occur, so a teammate's insertion can be found again. */
const words = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', 'K', 'E', 'S', ' ', '5', '0', ',', '%', 'é', 'ش'), maxLength });
const source = fc.constantFrom(...FACT_SOURCES);
const textFact = fc.record({ text: words(60), source, confirmed: fc.boolean() }, { requiredKeys: ['text', 'source'] });
const money = fc.record({
  amount: fc.nat(10_000_000),
  currency: fc.constantFrom('KES', 'USD', 'NGN'),
  figure: words(12),
});
const quantity = fc.record({ value: fc.nat(100_000), unit: words(10), figure: words(10), source });

/** Fact sheets as the API keeps them: any of the facts told in words, with what was read from them, and the lists. */
const sheets: fc.Arbitrary<FactSheet> = fc.record(
  {
    company: textFact,
    oneLiner: textFact,
    problem: textFact,
    solution: textFact,
    traction: textFact,
    contact: textFact,
    businessModel: fc.record(
      {
        text: words(60),
        source,
        confirmed: fc.boolean(),
        price: money,
        unit: words(10),
        period: fc.constantFrom('month', 'year'),
      },
      { requiredKeys: ['text', 'source'] },
    ),
    ask: fc.record(
      { text: words(60), source, amount: money, instrument: words(10) },
      { requiredKeys: ['text', 'source'] },
    ),
    competition: fc.record({ text: words(40), source, competitors: fc.array(words(12), { maxLength: 3 }) }),
    customers: fc.array(quantity, { maxLength: 3 }),
    team: fc.array(fc.record({ name: words(12), role: words(12), source }), { maxLength: 3 }),
    useOfFunds: fc.array(fc.record({ label: words(12), percent: fc.nat(100), source }), { maxLength: 4 }),
    milestones: fc.array(fc.record({ text: words(30), source }), { maxLength: 3 }),
  },
  { requiredKeys: ['customers', 'team', 'useOfFunds', 'milestones'] },
);

/** The facts told in words a sheet holds. */
const textKeys = (sheet: FactSheet) =>
  Object.entries(sheet).flatMap(([key, value]) => (value && !Array.isArray(value) ? [key as keyof FactSheet] : []));

/** Two teammates' rooms, wired as the server relays them: each sees every update of the other. */
function twoRooms(facts: FactSheet) {
  const first = new Y.Doc();
  fillRoom(first, 'deck', deck(facts));
  const second = new Y.Doc();
  Y.applyUpdate(second, Y.encodeStateAsUpdate(first));
  const sync = () => {
    Y.applyUpdate(second, Y.encodeStateAsUpdate(first, Y.encodeStateVector(second)));
    Y.applyUpdate(first, Y.encodeStateAsUpdate(second, Y.encodeStateVector(first)));
  };
  return { first, second, sync };
}

/** An editor saving its facts panel into its room, as the page's binding does: what changed since `base`. */
const edit = (doc: Y.Doc, change: (facts: FactSheet) => FactSheet) => {
  const base = readRoom(doc, 'deck');
  applySaved(doc, 'deck', base, { ...base, facts: change(base.facts!) });
};
const withText = (facts: FactSheet, key: keyof FactSheet, text: (old: string) => string): FactSheet => {
  const fact = facts[key] as { text: string };
  return { ...facts, [key]: { ...fact, text: text(fact.text), source: 'typed', confirmed: true } };
};

describe("a deck's facts in its live room", () => {
  it('come out of the room as they went in, for every fact sheet, in this browser and the next', () => {
    fc.assert(
      fc.property(sheets, (facts) => {
        expect(factSheetSchema.isValidSync(facts, { strict: true })).toBe(true);
        const doc = new Y.Doc();
        fillRoom(doc, 'deck', deck(facts));
        expect(readRoom(doc, 'deck')).toEqual(deck(facts));
        const other = new Y.Doc();
        Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
        expect(readRoom(other, 'deck')).toEqual(deck(facts));
      }),
      { numRuns: 30 },
    );
  });

  it('take any save of the facts (added, removed, rewritten, read again) and leave the slides and outline alone', () => {
    fc.assert(
      fc.property(sheets, sheets, (before, after) => {
        const doc = new Y.Doc();
        fillRoom(doc, 'deck', deck(before));
        applySaved(doc, 'deck', deck(before), deck(after));
        expect(readRoom(doc, 'deck')).toEqual(deck(after));
        // The same save put in by a second instance changes nothing.
        const clock = Y.encodeStateVector(doc);
        applySaved(doc, 'deck', deck(before), deck(after));
        expect(Y.encodeStateVector(doc)).toEqual(clock);
      }),
      { numRuns: 30 },
    );
  });

  it('are put into a room kept from before it held facts, and a save without facts leaves them alone', () => {
    const facts: FactSheet = {
      customers: [],
      team: [],
      useOfFunds: [],
      milestones: [],
      company: { text: 'SokoFresh', source: 'typed' },
    };
    const doc = new Y.Doc();
    fillRoom(doc, 'deck', { name: 'SokoFresh', items: slides, outline });
    expect(readRoom(doc, 'deck').facts).toBeUndefined();
    expect(doc.share.has(FACTS_SHAPE.map)).toBe(false);
    applySaved(doc, 'deck', readRoom(doc, 'deck'), deck(facts));
    expect(readRoom(doc, 'deck').facts).toEqual(facts);
    applySaved(doc, 'deck', { name: 'SokoFresh', items: slides }, { name: 'SokoFresh Ltd', items: slides });
    expect(readRoom(doc, 'deck').facts).toEqual(facts);
  });

  it('keep both teammates’ edits of different facts, and both one’s words when they type in the same fact', () => {
    fc.assert(
      fc.property(
        sheets.filter((facts) => textKeys(facts).length > 0),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (facts, a, b, at, bt) => {
          const keys = textKeys(facts);
          const mine = keys[a % keys.length]!;
          const theirs = keys[b % keys.length]!;
          const { first, second, sync } = twoRooms(facts);
          const insert = (marker: string, offset: number) => (old: string) => {
            const cut = offset % (old.length + 1);
            return old.slice(0, cut) + marker + old.slice(cut);
          };
          edit(first, (sheet) => withText(sheet, mine, insert('XX', at)));
          edit(second, (sheet) => withText(sheet, theirs, insert('YYY', bt)));
          sync();

          const merged = readRoom(first, 'deck').facts!;
          expect(readRoom(second, 'deck').facts).toEqual(merged);
          for (const key of textKeys(facts)) {
            const text = (merged[key] as { text: string }).text;
            const original = (facts[key] as { text: string }).text;
            // Nothing lost: each insertion is there whole, and taking them out gives the founder's words back.
            if (key === mine) expect(text).toContain('XX');
            if (key === theirs) expect(text).toContain('YYY');
            expect(text.replace('XX', '').replace('YYY', '')).toBe(original);
            if (key === mine || key === theirs) expect(merged[key]).toMatchObject({ source: 'typed', confirmed: true });
            else expect(merged[key]).toEqual(facts[key]);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keep a confirmation and a teammate’s words in one fact, and what the API read from another', () => {
    const facts: FactSheet = {
      customers: [],
      team: [],
      useOfFunds: [],
      milestones: [],
      problem: { text: 'Farmers lose crops', source: 'pasted' },
      ask: { text: 'KES 5M seed', source: 'pasted' },
    };
    const { first, second, sync } = twoRooms(facts);
    edit(first, (sheet) => ({ ...sheet, problem: { ...sheet.problem!, confirmed: true } }));
    edit(second, (sheet) => withText(sheet, 'problem', (old) => old.replace('lose', 'lose a third of their')));
    edit(second, (sheet) => ({
      ...sheet,
      ask: { ...sheet.ask!, amount: { amount: 5_000_000, currency: 'KES', figure: '5M' } },
      useOfFunds: [{ label: 'cold rooms', percent: 100, source: 'typed' }],
    }));
    sync();
    const merged = readRoom(first, 'deck').facts!;
    expect(merged.problem).toEqual({ text: 'Farmers lose a third of their crops', source: 'typed', confirmed: true });
    expect(merged.ask?.amount?.amount).toBe(5_000_000);
    expect(merged.useOfFunds).toHaveLength(1);
    expect(readRoom(second, 'deck').facts).toEqual(merged);
  });

  it('keep both teammates’ words when they add the same missing fact at once, and a removed fact can be told again', () => {
    const told = ['company', 'oneLiner', 'problem', 'solution', 'traction', 'contact', 'businessModel', 'ask'] as const;
    fc.assert(
      fc.property(
        sheets,
        fc.constantFrom(...told),
        fc.stringMatching(/^[a-z ]{1,20}$/),
        fc.stringMatching(/^[a-z ]{1,20}$/),
        (facts, key, a, b) => {
          const without = { ...facts, [key]: undefined };
          delete without[key];
          const { first, second, sync } = twoRooms(without);
          const add = (text: string) => (sheet: FactSheet) => ({ ...sheet, [key]: { text, source: 'typed' } });
          edit(first, add(`X${a}`));
          edit(second, add(`Y${b}`));
          sync();
          const merged = readRoom(first, 'deck').facts!;
          expect(readRoom(second, 'deck').facts).toEqual(merged);
          const text = (merged[key] as { text: string }).text;
          expect(text).toContain(`X${a}`);
          expect(text).toContain(`Y${b}`);
          // Removed, the fact is untold again (not read, not saved), and the next teammate types into it.
          edit(first, (sheet) => {
            const next = { ...sheet };
            delete next[key];
            return next;
          });
          sync();
          expect(readRoom(second, 'deck').facts?.[key]).toBeUndefined();
          edit(second, add('told again'));
          sync();
          expect(readRoom(first, 'deck').facts?.[key]).toEqual({ text: 'told again', source: 'typed' });
        },
      ),
      { numRuns: 30 },
    );
  });
});
