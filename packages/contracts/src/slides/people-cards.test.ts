import fc from 'fast-check';
import { slideText } from '../facts/checks';
import { readPeople } from '../pitch/people';
import type { Slide } from '../schemas/deck';
import { withChosenLayout } from './choose-layout';
import { peopleCards } from './compose-visuals';
import { normalizeSlide } from './registry';

const slide = (content: string, bullets: string[] = []) =>
  normalizeSlide({ id: 's', type: 'content', title: 'Team', content, bullets, notes: '' });
const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
const shown = (s: Slide) => slideText({ ...s, notes: '' });

const FIRST = ['Amina', 'Kofi', 'Edem', 'Chileshe', 'Aline', 'Moses', 'Awa', 'Hugo'];
const LAST = ['Yusuf', 'Mensah', 'Amouzou', 'Mwansa', 'Uwase', 'Kato', 'Diallo', 'Faria'];
const ROLES = ['CEO', 'CTO', 'COO', 'head of sales', 'directrice technique', 'diretor-geral'];
const DEEDS = ['ran payments at a bank for 8 years', 'built two lending apps', 'a dirigé 40 agents', 'criou a app'];
/** How founders write one person: name first, role in brackets, or the role said before the name. */
const FRAMES = [
  (name: string, role: string, deed: string) => `${name}, ${role}, ${deed}.`,
  (name: string, role: string, deed: string) => `${name} (${role}) ${deed}.`,
  (name: string, role: string, deed: string) => `Our ${role} ${name} ${deed}.`,
  (name: string, role: string, deed: string) => `${name}, our ${role}, ${deed}.`,
];

const person = fc
  .tuple(fc.nat(FIRST.length - 1), fc.nat(LAST.length - 1), fc.constantFrom(...ROLES), fc.constantFrom(...DEEDS))
  .map(([first, last, role, deed]) => ({ name: `${FIRST[first]} ${LAST[last]}`, role, deed }));
const team = fc.uniqueArray(person, { minLength: 2, maxLength: 4, selector: (p) => p.name.split(' ')[0] });

describe('team cards from the people the pitch reader reads', () => {
  it('draws a team told in sentences, the role said before the name, as cards', () => {
    const told = slide('Our CEO Amina Yusuf ran payments at a bank. Our CTO Kofi Mensah built two lending apps.');
    expect(peopleCards(told)?.members).toEqual([
      { name: 'Amina Yusuf', role: 'CEO', bio: 'ran payments at a bank' },
      { name: 'Kofi Mensah', role: 'CTO', bio: 'built two lending apps' },
    ]);
  });

  it('reads the same people as the pitch reader, in every frame, and every word stays on the slide', () => {
    fc.assert(
      fc.property(
        team,
        fc.array(fc.nat(FRAMES.length - 1), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (people, frames, bullets) => {
          const lines = people.map((p, index) => FRAMES[frames[index]](p.name, p.role, p.deed));
          const s = bullets ? slide('', lines) : slide(lines.join(' '));
          const cards = peopleCards(s);
          expect(cards?.members).toEqual(readPeople(lines.join('\n')));
          expect(cards?.members.map((m) => m.name)).toEqual(people.map((p) => p.name));
          const composed = withChosenLayout(s);
          const left = [...words(shown(s))].filter((word) => !words(shown(composed)).has(word));
          expect(left.filter((word) => !['our'].includes(word))).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });

  it('keeps a sentence as text when a card would drop its words', () => {
    const s = slide(
      'Amina Yusuf, CEO, ran payments. Kofi Mensah (CTO) built two apps. In 2019 I met Awa Diallo (COO) at school.',
    );
    expect(peopleCards(s)?.members.map((m) => m.name)).toEqual(['Amina Yusuf', 'Kofi Mensah']);
    expect(shown(withChosenLayout(s))).toContain('In 2019 I met Awa Diallo');
  });
});
