/**
 * The 'Start with AI' form's description is read like a pasted pitch: each part the founder wrote
 * ('Le problème :', 'A nossa solução:', 'Traction:', or a sentence that says what it is about)
 * lands on the slide of its role, in English, French and Portuguese; a slide the founder gave no
 * fact for stays empty.
 */
import { factKeyOf, sectionKey, slideText, type Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief, priceWords } from '../src/modules/ai/text/fact-sheet';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

function formBrief(inputs: Partial<DeckBrief['inputs']>): DeckBrief {
  const brief: DeckBrief = {
    inputs: { startupName: 'MamaScan Health', industry: '', objective: '', description: '', ...inputs },
    founder: { targetAudience: '', teamSize: '1-10', goals: [], team: [] },
  };
  return { ...brief, facts: factsOfBrief(brief) };
}

async function deckOf(brief: DeckBrief) {
  const outline = await ai.outline(brief);
  const slides = await ai.slides(brief, outline);
  // A French or Portuguese deck's titles are in its language: a slide is found by its English title's part.
  const named = (title: string) =>
    slides.find((slide) => slide.title === title) ??
    slides[outline.findIndex((section) => sectionKey(section) === factKeyOf(title))];
  // Slides capitalise a sentence's first letter: words are compared in lower case.
  const on = (title: string) => slideText(named(title) as Slide).toLowerCase();
  return { slides, on, named };
}

const PROBLEM_FR = 'les femmes enceintes de Thiès font 40 km pour une échographie';
const SOLUTION_FR = 'une échographie portable lue à distance par une sage-femme';

describe('the AI form reads its description like a pasted pitch', () => {
  it('puts each labelled French part on the slide of its role', async () => {
    const { on } = await deckOf(
      formBrief({
        description: `Le problème : ${PROBLEM_FR}. Notre solution : ${SOLUTION_FR}. Les cliniques paient 2 500 FCFA par mois par appareil. Traction : 1 200 patientes suivies depuis 2024. Utilisation des fonds : 40 % appareils, 35 % formation, 25 % ventes.`,
        objective: 'Lever 9,8 millions FCFA',
      }),
    );

    expect(on('Problem')).toContain(PROBLEM_FR.toLowerCase());
    expect(on('Solution')).toContain(SOLUTION_FR.toLowerCase());
    expect(on('Solution')).not.toMatch(/femmes enceintes|patientes|appareils/);
    expect(on('Business Model')).toContain('2 500 FCFA par mois par appareil'.toLowerCase());
    expect(on('Business Model')).not.toContain('patientes');
    expect(on('Traction')).toContain('1 200 patientes suivies depuis 2024');
    expect(on('Funding')).toContain('9,8 millions FCFA'.toLowerCase());
    expect(on('Funding')).toMatch(/40\s?% appareils[\s\S]*35\s?% formation[\s\S]*25\s?% ventes/);
    // The cover says the company, never the problem.
    expect(on('MamaScan Health')).not.toContain('femmes enceintes');
  });

  it('puts each labelled Portuguese part on the slide of its role', async () => {
    const { on } = await deckOf(
      formBrief({
        startupName: 'EcoMãe',
        description:
          'O problema: as grávidas do interior fazem 40 km para uma ecografia. A nossa solução: um ecógrafo portátil lido à distância por uma parteira. Tração: 1.200 pacientes acompanhadas desde 2024. Uso dos fundos: 50% aparelhos, 50% formação.',
        objective: 'Levantar R$ 1,2 milhão',
      }),
    );

    expect(on('Problem')).toContain('as grávidas do interior fazem 40 km para uma ecografia');
    expect(on('Solution')).toContain('um ecógrafo portátil lido à distância por uma parteira');
    expect(on('Solution')).not.toMatch(/grávidas|pacientes|aparelhos/);
    expect(on('Traction')).toContain('1.200 pacientes acompanhadas desde 2024');
    expect(on('Funding')).toContain('R$ 1,2 milhão'.toLowerCase());
    expect(on('Funding')).toMatch(/50\s?% aparelhos[\s\S]*50\s?% formação/);
  });

  it.each([
    [
      'fr',
      'MamaScan Health propose une échographie portable lue à distance par une sage-femme. Les cliniques paient 2 500 FCFA par mois par appareil. Nous levons 9,8 millions FCFA : 40 % appareils, 35 % formation, 25 % ventes.',
      '2 500 FCFA par mois par appareil',
      '9,8 millions FCFA',
    ],
    [
      'pt',
      'Criámos um ecógrafo portátil lido à distância por uma parteira. As clínicas pagam 1.500 Kz por mês por aparelho. Estamos a levantar R$ 1,2 milhão: 50% aparelhos, 50% formação.',
      '1.500 Kz por mês por aparelho',
      'R$ 1,2 milhão',
    ],
  ])('reads an unlabelled %s description by what each sentence says', async (_language, description, price, raise) => {
    const { on } = await deckOf(formBrief({ description }));

    expect(on('Business Model')).toContain(price.toLowerCase());
    expect(on('Solution')).not.toContain(price.toLowerCase());
    expect(on('Funding')).toContain(raise.toLowerCase());
    expect(on('Solution')).not.toContain(raise.toLowerCase());
  });

  it('leaves the slides the founder gave nothing for empty, for the facts panel to ask', async () => {
    const { on, named } = await deckOf(formBrief({ description: `Le problème : ${PROBLEM_FR}.` }));

    expect(on('Problem')).toContain(PROBLEM_FR.toLowerCase());
    for (const title of ['Solution', 'Traction', 'Competition', 'Market Size']) expect(named(title)?.content).toBe('');
  });
});

describe('the price in the founder’s words', () => {
  it.each([
    ['Les cliniques paient 2 500 FCFA par mois.', '2 500 FCFA par mois', 'month', undefined],
    ['Les cliniques paient 2 500 FCFA/mois.', '2 500 FCFA/mois', 'month', undefined],
    ['We charge USD 20 per month per clinic.', 'USD 20 per month per clinic', 'month', 'clinic'],
    ['As clínicas pagam 1.500 Kz por mês por aparelho.', '1.500 Kz por mês por aparelho', 'month', 'aparelho'],
    ['Farmers pay a subscription of KES 500 per acre per month.', 'KES 500 per acre per month', 'month', 'acre'],
  ])('reads %j as %j, each word once', (description, words, period, unit) => {
    const model = factsOfBrief(
      formBrief({ description: `MamaScan Health aide les cliniques. ${description}` }),
    ).businessModel;

    expect(priceWords(model)).toBe(words);
    expect(model).toMatchObject({ period, ...(unit ? { unit } : {}) });
  });
});
