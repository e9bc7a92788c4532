/**
 * The pitch reader's general rules, as properties over generated text (fast-check, fixed seeds):
 * whatever layout a founder gives their notes, the company, the use of funds, the team and the
 * ranges of figures are read the same way.
 */
import fc from 'fast-check';
import { readFigures } from '@kuza/contracts';
import { readPitch, type PitchLanguage } from '@kuza/contracts/pitch';

const NAMES = ['Kasuwa Stock', 'PharmaRun', 'Djoliba Eau', 'Zemi Volt', 'Obô Energia', 'Tikéto', 'Raseed Flow'];

// What the company does, said with its name first, in the three languages.
const DOES: Record<PitchLanguage, string[]> = {
  en: ['helps neighbourhood shops restock without leaving the counter', 'leases electric motorbikes to riders'],
  fr: ['installe des kiosques d’eau potable solaires', 'vend des billets de bus en ligne'],
  pt: ['constrói e opera mini-redes solares', 'entrega sementes a crédito'],
};
const PROBLEM: Record<PitchLanguage, string> = {
  en: 'Shop owners close for half a day twice a week to buy stock, and still run out.',
  fr: 'Les familles perdent deux heures par jour à chercher de l’eau.',
  pt: 'Os agricultores perdem um terço da colheita por falta de frio.',
};
const ASK: Record<PitchLanguage, string> = {
  en: 'We are raising USD 800k.',
  fr: 'Nous levons 500 000 €.',
  pt: 'Estamos a captar USD 600 mil.',
};
const ITEMS: Record<PitchLanguage, string[]> = {
  en: ['Construction', 'Land', 'Team and systems', 'Sales agents', 'Working capital'],
  fr: ['Construction', 'Terrain', 'Équipe', 'Agents commerciaux', 'Fonds de roulement'],
  pt: ['Construção', 'Terreno', 'Equipa', 'Agentes de vendas', 'Fundo de maneio'],
};

const language = fc.constantFrom<PitchLanguage>('en', 'fr', 'pt');
/** Notes as founders lay them out: paragraphs, one block, or bullets. */
const layout = fc.constantFrom('paragraphs', 'block', 'bullets');
const lay = (parts: string[][], how: string) =>
  how === 'bullets'
    ? parts.flatMap((lines) => lines.map((line) => `- ${line}`)).join('\n')
    : parts.map((lines) => lines.join(' ')).join(how === 'block' ? ' ' : '\n\n');

/** 100 split into 2–5 whole shares. */
const split = fc
  .array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 })
  .filter((cuts) => cuts.reduce((sum, cut) => sum + cut, 0) < 100)
  .map((cuts) => [...cuts, 100 - cuts.reduce((sum, cut) => sum + cut, 0)]);

describe('reading a pitch with no headings, in any layout', () => {
  it('names the company from a first line that presents it, bulleted or not, and gives that line to the company', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), language, layout, fc.nat(1), (name, lang, how, which) => {
        const text = lay([[`${name} ${DOES[lang][which]}.`], [PROBLEM[lang]], [ASK[lang]]], how);
        const read = readPitch(text);
        expect(read.company).toBe(name);
        expect(read.sections[0].role).toBe('company');
      }),
      { seed: 20261128, numRuns: 80 },
    );
  });

  it('gives every share of a split that adds to 100 to the use of funds, one sentence or bullet a share', () => {
    fc.assert(
      fc.property(language, layout, split, (lang, how, shares) => {
        const lines = shares.map((share, index) => `${ITEMS[lang][index]}: ${share}%.`);
        const text = lay([[PROBLEM[lang]], [ASK[lang]], lines], how);
        const funds = readPitch(text).sections.filter((section) => section.role === 'useOfFunds');
        const read = funds.flatMap((section) =>
          section.lines.flatMap((line) => readFigures(line.text).filter((figure) => figure.percent)),
        );
        expect(read.map((figure) => figure.value).sort()).toEqual([...shares].sort());
      }),
      { seed: 20261128, numRuns: 80 },
    );
  });

  it('reads people with their roles as the team, whatever the role is called', () => {
    const roles = ['Managing Director', 'Chief Financial Officer', 'Head of Credit', 'Technical Director', 'CEO'];
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.constantFrom('(%)', ', %,'), (role, shape) => {
        const person = `Musa Abdullahi ${shape.replace('%', role)} has 16 years of experience in power distribution.`;
        const text = [PROBLEM.en, ASK.en, person].join('\n\n');
        expect(readPitch(text).sections.find((section) => section.lines[0].text.startsWith('Musa'))?.role).toBe('team');
      }),
      { seed: 20261128, numRuns: 20 },
    );
  });
});
