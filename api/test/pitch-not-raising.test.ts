/**
 * A founder who says they are not raising ('We're not raising right now', 'Nous ne levons pas de
 * fonds', 'Não estamos a captar') gets no ask with an amount: the sentence stays on the slide of what
 * it says, the ask part holding it (no figure added), or the go-to-market part when it says whom the
 * founders look for instead ('not raising; looking for clients'). Generated pitches in three
 * languages, with or without headings for the other parts.
 */
import fc from 'fast-check';
import { readFigures, slideText } from '@kuza/contracts';
import { readPitch } from '@kuza/contracts/pitch';
import { deckOfPitch } from '../bench/pitch-corpus';

type Language = 'en' | 'fr' | 'pt';
interface Generated {
  language: Language;
  denied: string;
  seeking?: string;
  headed: boolean;
}

const PARTS: Record<Language, Array<[string, string]>> = {
  en: [
    ['The problem', 'Farmers lose 30% of their milk because they cannot chill it.'],
    ['How we earn', 'We install solar chilling tanks at collection points and charge KES 2 per litre.'],
    ['Where we are', 'We serve 1,200 farmers in two counties.'],
  ],
  fr: [
    ['Le problème', 'Les éleveurs perdent 30 % de leur lait faute de froid.'],
    ['Comment nous gagnons', 'Nous installons des cuves solaires et facturons 20 FCFA par litre.'],
    ['Où nous en sommes', 'Nous servons 1 200 éleveurs dans deux régions.'],
  ],
  pt: [
    ['O problema', 'Os criadores perdem 30 % do leite por falta de frio.'],
    ['Como ganhamos', 'Instalamos tanques solares e cobramos 20 MZN por litro.'],
    ['Onde estamos', 'Servimos 1 200 criadores em duas províncias.'],
  ],
};
const DENIED: Record<Language, string[]> = {
  en: ["We're not raising money right now.", 'We are not raising at this stage.', 'Not raising for now.'],
  fr: ["Nous ne levons pas de fonds pour l'instant.", 'Nous ne levons rien cette année.'],
  pt: ['Não estamos a captar investimento por agora.', 'Não estamos a captar neste momento.'],
};
const SEEKING: Record<Language, string[]> = {
  en: ['looking for clients in Nakuru', 'looking for distributors in Uganda'],
  fr: ['nous cherchons des clients à Thiès', 'nous cherchons des distributeurs au Mali'],
  pt: ['procuramos clientes na Beira', 'procuramos distribuidores em Nampula'],
};

const pitch: fc.Arbitrary<Generated> = fc.constantFrom<Language>('en', 'fr', 'pt').chain((language) =>
  fc.record({
    language: fc.constant(language),
    denied: fc.constantFrom(...DENIED[language]),
    seeking: fc.option(fc.constantFrom(...SEEKING[language]), { nil: undefined }),
    headed: fc.boolean(),
  }),
);

const textOf = ({ language, denied, seeking, headed }: Generated) => {
  const last = seeking ? `${denied.replace(/\.$/, '')}; ${seeking}.` : denied;
  const parts = PARTS[language].map(([heading, text]) => (headed ? `## ${heading}\n${text}` : text));
  return { text: [...parts, last].join('\n\n'), last };
};

describe('a founder who is not raising', () => {
  it('keeps the sentence on the part it speaks of, and no amount is asked', async () => {
    await fc.assert(
      fc.asyncProperty(pitch, async (generated) => {
        const { text, last } = textOf(generated);
        const holder = readPitch(text).sections.find((section) => section.lines.some((line) => line.text === last));
        expect(holder?.role).toBe(generated.seeking ? 'goToMarket' : 'ask');
        const deck = await deckOfPitch(text);
        const shown = deck.slides.map(slideText).join('\n');
        expect(shown).toContain(last);
        const written = new Set(readFigures(text).map((figure) => figure.value));
        expect(readFigures(shown).filter((figure) => !written.has(figure.value))).toEqual([]);
        // No slide asks for money the founder never asked for.
        const asks = deck.slides.filter((slide) =>
          readFigures(slideText(slide)).some((figure) => figure.currency && slideText(slide).includes(last)),
        );
        expect(asks).toEqual([]);
      }),
      { seed: 28, numRuns: 10 },
    );
  });
});

const SEEKING_HEADINGS: Record<Language, string> = {
  en: "What we're looking for",
  fr: 'Ce que nous cherchons',
  pt: 'O que procuramos',
};

describe('a part the founder heads as what they seek', () => {
  it('is the ask when it denies a raise alone, and how they sell when it says whom they look for', () => {
    fc.assert(
      fc.property(pitch, (generated) => {
        const { language, denied, seeking } = generated;
        const body = seeking ? `${denied}\n${seeking[0].toUpperCase()}${seeking.slice(1)}.` : denied;
        const parts = PARTS[language].map(([heading, text]) => `## ${heading}\n${text}`);
        const text = [...parts, `## ${SEEKING_HEADINGS[language]}\n${body}`].join('\n\n');
        const part = readPitch(text).sections.find((section) => section.title === SEEKING_HEADINGS[language]);
        expect(part?.role).toBe(seeking ? 'goToMarket' : 'ask');
      }),
      { seed: 28, numRuns: 30 },
    );
  });
});
