/**
 * A split told as one paragraph of labelled shares ('Produit et ingénierie : 40 %. Lancement : 35 %. …')
 * is the use of funds, whatever its first label names: the label is its first share's, not a heading.
 * A label over the whole split ('Uso dos fundos: 50% armazéns, 30% …') stays its heading.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const LABELS: Record<Language, string[]> = {
  en: ['Product and engineering', 'Team', 'Sales agents', 'Marketing', 'Working capital', 'Market launch'],
  fr: ['Produit et ingénierie', 'Équipe', 'Marketing', 'Lancement au Maroc', 'Logistique et livreurs', 'Trésorerie'],
  pt: ['Produto e engenharia', 'Equipa', 'Marketing', 'Capital de giro', 'Lançamento em Benguela', 'Logística'],
};
const ASK: Record<Language, string> = {
  en: 'We are raising USD 1.2m to open a second city.',
  fr: 'Nous cherchons 1,2 M€ pour ouvrir le Maroc en 2026.',
  pt: 'Estamos a captar USD 1,2 milhões para abrir uma segunda cidade.',
};
const SPLITS = [
  [60, 25, 15],
  [40, 35, 15, 10],
  [50, 30, 20],
];

describe('a paragraph of labelled shares that add up to 100', () => {
  it('is the use of funds, its first label one of its shares', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('en', 'fr', 'pt'),
        fc.constantFrom(...SPLITS),
        fc.boolean(),
        (language, split, spaced) =>
          fc.assert(
            fc.property(
              fc.shuffledSubarray(LABELS[language], { minLength: split.length, maxLength: split.length }),
              (labels) => {
                const shares = labels.map(
                  (label, index) => `${label}${spaced ? ' ' : ''}: ${split[index]}${spaced ? ' ' : ''}%.`,
                );
                const read = readPitch(`${ASK[language]}\n\n${shares.join(' ')}`);
                const funds = read.sections.find((section) => section.role === 'useOfFunds');
                expect(funds?.lines.map((line) => line.text).join(' ')).toContain(shares[0]);
              },
            ),
            { numRuns: 5, seed: 28 },
          ),
      ),
      { numRuns: 24, seed: 28 },
    );
  });

  it('keeps a label over the whole split as its heading', () => {
    const read = readPitch(
      'Receita: Cobramos 10 FCFA por quilo.\nUso dos fundos: 50% armazéns e balanças, 30% fundo de adiantamento, 20% tecnologia.',
    );
    expect(read.sections.map((section) => [section.title, section.role])).toContainEqual([
      'Uso dos fundos',
      'useOfFunds',
    ]);
  });
});
