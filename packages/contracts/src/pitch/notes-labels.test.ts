/**
 * Bullet notes whose items open on the founder's own label for each part ('• the cash gap: …', '• money: …',
 * '• who's behind it: …'), under a document title or not: each label is a part of the deck, in the founder's words,
 * whatever the words and however few of them name a part the reader knows.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

/** Parts as the founder labels them: most labels are their own words, a few name the part ('team', 'why now'). */
const OWN: Array<[string, string]> = [
  ['the cash gap', 'Retailers pay their suppliers after four months and banks want property as collateral.'],
  ['why traders stay invisible', 'Market traders keep no books, so no lender can see what they earn.'],
  ['what it does', 'Traders say what they sold and the app keeps their books in their own language.'],
  ['money', 'Traders use it free and lenders pay for each report they pull.'],
  ['numbers to date', 'Traders signed up in every district and most of them are active each week.'],
  ['the bigger picture', 'The region has millions of informal retailers with exactly the same gap.'],
  ['ce que fait notre appli', 'Le groupe choisit ses règles et chaque membre cotise par mobile money.'],
  ['o que se perde no cais', 'Os pescadores vendem o peixe no mesmo dia, a qualquer preço, porque não há frio.'],
];
const NAMED: Array<[string, string]> = [
  ['team', 'Mariam Haddad, CEO, ran a microfinance branch. Karim Fawzy, CTO, built payment systems.'],
  ['why now', 'The regulator made licences easier to get and invoices are now checked online.'],
  ['competition', 'Banks serve only large firms and other apps still want paper documents.'],
  ['the raise', 'We are raising money to open two more cities next year.'],
];

const notes = fc
  .tuple(
    fc.shuffledSubarray(OWN, { minLength: 2, maxLength: OWN.length }),
    fc.shuffledSubarray(NAMED, { minLength: 2, maxLength: NAMED.length }),
    fc.boolean(),
    fc.constantFrom('• ', '- ', '* '),
    fc.option(fc.constantFrom('🚀 Sokoni Ledger – notes for investors', 'Tontinette – notes pour investisseurs'), {
      nil: undefined,
    }),
  )
  .chain(([own, named, ownFirst, mark, title]) =>
    fc
      .shuffledSubarray([...(ownFirst ? [...own, ...named] : [...named, ...own])], {
        minLength: own.length + named.length,
        maxLength: own.length + named.length,
      })
      .map((parts) => ({ parts, mark, title })),
  );

describe('bullet notes labelled in the founder’s own words', () => {
  it('make each label a part holding its text, under a document title or not', () => {
    fc.assert(
      fc.property(notes, ({ parts, mark, title }) => {
        const text = [...(title ? [title] : []), ...parts.map(([label, said]) => `${mark}${label}: ${said}`)].join(
          '\n',
        );
        const read = readPitch(text);
        for (const [label, said] of parts) {
          const section = read.sections.find((part) => part.own && part.title === label);
          expect(section && sectionText(section)).toContain(said.replace(/\.$/, ''));
        }
      }),
      { numRuns: 40 },
    );
  });
});
