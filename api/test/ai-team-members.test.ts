/**
 * The team read from the founder's words: each member with a title before their name ('Engr.',
 * 'Dr.', 'Hon.') is a member with that name and role, and the sentence about them is theirs.
 */
import fc from 'fast-check';
import { people } from '../src/modules/ai/text/fact-sheet';

describe('team members read from the founder’s text', () => {
  it('keeps a member whose name follows a title, with their role and what they did', () => {
    const title = fc.constantFrom('Dr', 'Engr', 'Eng', 'Prof', 'Hon', 'Mrs', 'Dra');
    const name = fc.constantFrom('Musa Abdullahi', 'Aisha Garba', 'Chinedu Eze', 'Ama Owusu');
    const role = fc.constantFrom('Managing Director', 'CFO', 'Technical Director', 'CEO');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(title, name, role), { minLength: 1, maxLength: 3, selector: ([, n]) => n }),
        (members) => {
          const text = members.map(([t, n, r]) => `${t}. ${n}, ${r}, 12 years in power distribution.`).join(' ');
          expect(people(text, 'pasted').map((member) => [member.name, member.role, member.bio])).toEqual(
            members.map(([t, n, r]) => [`${t}. ${n}`, r, '12 years in power distribution']),
          );
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });
});
