/**
 * A pitch that opens on the company's letterhead, its name and its town ('Caju Justo, Bissau. Ajudamos…'): under a
 * label for the company's part ('Overview:', 'Quem somos:') the name is the company's; as the first bullet of notes
 * with no headings, the bullet is the company's line, not the solution.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

const name = fc.constantFrom('Caju Justo', 'Obô Energia', 'Terra Dosa', 'Kivu Cold', 'Maziwa');
const town = fc.constantFrom('Bissau', 'São Tomé', 'Parakou', 'Goma', 'Nakuru');
const line = fc.constantFrom(
  'Ajudamos os produtores de caju a vender ao preço justo, na altura certa.',
  'We help dairy farmers keep their milk cold from the cow to the buyer.',
  'Nous aidons les producteurs à vendre au bon moment.',
);
const rest = [
  'A castanha é o sustento de mais de 80 % das famílias rurais, e muitos vendem abaixo do preço mínimo.',
  'Cobramos 10 FCFA por quilo armazenado e uma comissão de 3 % na venda.',
  'Braima Baldé, CEO, 15 anos no comércio de caju; Nádia Gomes, finanças.',
];

describe('a letterhead opening the pitch', () => {
  it("under the company's label names the company", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Overview', 'Who we are', 'Quem somos', 'Qui on est', 'Company overview'),
        name,
        town,
        line,
        (label, company, place, said) => {
          const text = [
            `${label}: ${company}, ${place}. ${said}`,
            `Problema: ${rest[0]}`,
            `Receita: ${rest[1]}`,
            `Equipa: ${rest[2]}`,
          ];
          expect(readPitch(text.join('\n\n')).company).toBe(company);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("as the first of bullet notes is the company's line", () => {
    fc.assert(
      fc.property(name, town, line, (company, place, said) => {
        const opening = `${company}, ${place}. ${said}`;
        const read = readPitch([opening, ...rest].map((item) => `- ${item}`).join('\n'));
        const first = read.sections.find((section) => sectionText(section).includes(opening));
        expect(first?.role).toBe('company');
      }),
      { numRuns: 30 },
    );
  });
});
