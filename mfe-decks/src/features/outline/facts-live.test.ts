import * as Y from 'yjs';
import fc from 'fast-check';
import { emptyFactSheet, type FactSheet, type OutlineSection } from '@kuza/contracts';
import { fillRoom, readRoom } from '@kuza/contracts/live';
import { bindRoom, mergeFacts } from '@kuza/app/live';

const outline = (): OutlineSection[] => [
  { id: '1', title: 'Problem', description: 'Farmers lose a third of their harvest' },
];
const facts = (): FactSheet => ({
  ...emptyFactSheet(),
  company: { text: 'SokoFresh', source: 'pasted' },
  problem: { text: 'Farmers lose crops', source: 'pasted' },
  ask: { text: 'KES 5M seed', source: 'pasted' },
});
type Key = 'company' | 'problem' | 'ask';

/**
 * A link between an editor's Y document and the room's, as a provider is: updates wait in each
 * direction until `flush` (a slow or dropped connection), and nothing is lost when they go.
 */
function link(room: Y.Doc, doc: Y.Doc) {
  const origin = Symbol('link');
  const up: Uint8Array[] = [];
  const down: Uint8Array[] = [];
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(room), origin);
  room.on('update', (update: Uint8Array, from: unknown) => from !== origin && down.push(update));
  doc.on('update', (update: Uint8Array, from: unknown) => from !== origin && up.push(update));
  return () => {
    for (const update of up.splice(0)) Y.applyUpdate(room, update, origin);
    for (const update of down.splice(0)) Y.applyUpdate(doc, update, origin);
  };
}

/** The outline page's facts panel on one editor's document, bound as the page binds it. */
function panelOn(doc: Y.Doc) {
  let sheet = facts();
  let sections = outline();
  const room = bindRoom<OutlineSection>(doc, 'deck', {
    part: 'outline',
    opened: { name: 'SokoFresh', items: outline() },
    current: () => sections,
    onRemote: (next) => {
      sections = next;
    },
    facts: {
      opened: facts(),
      current: () => sheet,
      onRemote: (next) => {
        sheet = next;
        room.writeFacts(sheet);
      },
    },
  });
  room.start();
  return {
    get facts() {
      return sheet;
    },
    get sections() {
      return sections;
    },
    change(next: (current: FactSheet) => FactSheet) {
      sheet = next(sheet);
      room.writeFacts(sheet);
    },
  };
}

function teammates() {
  const server = new Y.Doc();
  fillRoom(server, 'deck', { name: 'SokoFresh', items: [], outline: outline(), facts: facts() });
  const docs = [new Y.Doc(), new Y.Doc()];
  const flushes = docs.map((doc) => link(server, doc));
  const flush = () => {
    for (let round = 0; round < 2; round += 1) for (const each of flushes) each();
  };
  return { server, one: panelOn(docs[0]!), two: panelOn(docs[1]!), flushes, flush };
}

const typed =
  (key: Key, text: (old: string) => string) =>
  (sheet: FactSheet): FactSheet => ({
    ...sheet,
    [key]: { ...sheet[key]!, text: text(sheet[key]!.text), source: 'typed', confirmed: true },
  });

describe("the facts panel in the deck's live room", () => {
  it("shows a teammate's edit of another fact, keeps both, and leaves the outline alone", () => {
    const { server, one, two, flush } = teammates();
    one.change((sheet) => ({ ...sheet, problem: { ...sheet.problem!, confirmed: true } }));
    two.change(typed('company', () => 'SokoFresh Ltd'));
    flush();
    expect(one.facts.problem).toEqual({ text: 'Farmers lose crops', source: 'pasted', confirmed: true });
    expect(one.facts.company).toEqual({ text: 'SokoFresh Ltd', source: 'typed', confirmed: true });
    expect(two.facts).toEqual(one.facts);
    expect(readRoom(server, 'deck').facts).toEqual(one.facts);
    expect(readRoom(server, 'deck').outline).toEqual(outline());
  });

  it('ends with the same facts for both teammates and the room, every word either typed kept, whatever reaches the room when', () => {
    const edit = fc.record({
      who: fc.constantFrom(0, 1),
      key: fc.constantFrom<Key>('company', 'problem', 'ask'),
      at: fc.nat(),
      words: fc.string({ unit: fc.constantFrom('x', 'y', ' ', 'é'), minLength: 1, maxLength: 4 }),
      confirm: fc.boolean(),
      flush: fc.constantFrom(-1, 0, 1),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 10 }), (edits) => {
        const { server, one, two, flushes, flush } = teammates();
        for (const { who, key, at, words, confirm, flush: link } of edits) {
          const panel = [one, two][who]!;
          if (confirm) panel.change((sheet) => ({ ...sheet, [key]: { ...sheet[key]!, confirmed: true } }));
          else
            panel.change(
              typed(key, (old) => old.slice(0, at % (old.length + 1)) + words + old.slice(at % (old.length + 1))),
            );
          if (link >= 0) flushes[link]!();
        }
        flush();
        expect(two.facts).toEqual(one.facts);
        expect(readRoom(server, 'deck').facts).toEqual(one.facts);
        // Nothing lost: each fact holds its first words and every letter typed into it.
        const letters = (text: string) => [...text].sort().join('');
        for (const key of ['company', 'problem', 'ask'] as const) {
          const added = edits.filter((one) => one.key === key && !one.confirm).map((one) => one.words);
          expect(letters(one.facts[key]!.text)).toBe(letters(facts()[key]!.text + added.join('')));
        }
        expect(one.sections).toEqual(outline());
      }),
      { numRuns: 40 },
    );
  });
});

describe('facts merged with a save the editor had not seen', () => {
  it('keeps a teammate’s change to another fact and to other words of the same fact', () => {
    const base = facts();
    const mine = typed(
      'problem',
      (old) => `${old} to heat`,
    )({ ...base, company: { text: 'SokoFresh', source: 'pasted', confirmed: true } });
    const theirs = typed(
      'problem',
      (old) => `Smallholder ${old.toLowerCase()}`,
    )(typed('ask', () => 'KES 6M seed')(base));
    expect(mergeFacts(base, mine, theirs)).toEqual({
      ...base,
      company: { text: 'SokoFresh', source: 'pasted', confirmed: true },
      problem: { text: 'Smallholder farmers lose crops to heat', source: 'typed', confirmed: true },
      ask: { text: 'KES 6M seed', source: 'typed', confirmed: true },
    });
  });

  it('never drops a fact one side changed, whatever the other did', () => {
    const sides = fc.dictionary(
      fc.constantFrom<Key>('company', 'problem', 'ask'),
      fc.option(fc.string({ unit: fc.constantFrom('x', 'y'), minLength: 1, maxLength: 5 }), { nil: undefined }),
    );
    fc.assert(
      fc.property(sides, sides, (mineEdits, theirEdits) => {
        const base = facts();
        const apply = (edits: typeof mineEdits) => {
          const sheet: Record<string, unknown> = { ...base };
          for (const [key, text] of Object.entries(edits)) {
            if (text === undefined) delete sheet[key];
            else sheet[key] = { text: `${base[key as Key]!.text}${text}`, source: 'typed' };
          }
          return sheet as FactSheet;
        };
        const merged = mergeFacts(base, apply(mineEdits), apply(theirEdits))!;
        for (const [key, text] of [...Object.entries(mineEdits), ...Object.entries(theirEdits)]) {
          if (text !== undefined) expect(merged[key as Key]?.text).toContain(text);
        }
      }),
      { numRuns: 60 },
    );
  });
});
