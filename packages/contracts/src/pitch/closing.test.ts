/**
 * Generated pitches in English, French and Portuguese, with and without the founder's last words: a
 * pitch that ends on thanks or an invitation to talk, or gives an e-mail, a phone or a website
 * anywhere, ends on a closing part holding exactly those words; one that ends on neither gets none.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const language = fc.constantFrom<Language>('en', 'fr', 'pt');
const PROBLEM: Record<Language, string> = {
  en: 'Small farmers lose a third of their milk because nobody collects it in the evening.',
  fr: 'Les petits éleveurs perdent un tiers de leur lait, faute de collecte le soir.',
  pt: 'Os pequenos criadores perdem um terço do leite porque ninguém o recolhe à tarde.',
};
const ASK: Record<Language, string> = {
  en: 'We are raising USD 600k to open 40 new collection points.',
  fr: 'Nous levons 600 000 USD pour ouvrir 40 nouveaux points de collecte.',
  pt: 'Estamos a levantar USD 600 mil para abrir 40 novos pontos de recolha.',
};
const ENDING: Record<Language, string[]> = {
  en: ['Thank you.', 'Thank you so much!', 'Would you be open to a call next week?', 'Happy to send over the deck.'],
  fr: ['Merci beaucoup !', 'Voilà, merci.', 'Auriez-vous 30 minutes la semaine prochaine ?'],
  pt: ['Muito obrigada!', 'Teria 30 minutos na próxima semana para conversarmos?', 'Obrigado.'],
};
const CONTACT = ['hello@maziwa.co.ke', 'Call us on +254 712 345 678', 'www.maziwa.co.ke'];

const pitchOf = (lang: Language, headed: boolean, ending: string, contact: string, sameParagraph: boolean) => {
  const parts = headed ? [`## Problem\n${PROBLEM[lang]}`, `## Ask\n${ASK[lang]}`] : [PROBLEM[lang], ASK[lang]];
  if (contact) parts.splice(1, 0, contact);
  const last = parts.length - 1;
  if (ending) parts[last] = sameParagraph ? `${parts[last]} ${ending}` : `${parts[last]}\n\n${ending}`;
  return parts.join('\n\n');
};

describe('the closing part of a pasted pitch', () => {
  it('is not made of a result the founder credits to others', () => {
    const read = readPitch(`${PROBLEM.en}\n\nThanks to M-Pesa, we grew 9% a month.`);
    expect(read.sections.some((section) => section.role === 'contact')).toBe(false);
  });

  it('holds the founder’s last words and contact, and exists only when they wrote some', () => {
    fc.assert(
      fc.property(
        language.chain((lang) =>
          fc.tuple(fc.constant(lang), fc.constantFrom('', ...ENDING[lang]), fc.constantFrom('', ...CONTACT)),
        ),
        fc.boolean(),
        fc.boolean(),
        ([lang, ending, contact], headed, sameParagraph) => {
          const read = readPitch(pitchOf(lang, headed, ending, contact, sameParagraph));
          const closing = read.sections.filter((section) => section.role === 'contact');
          const said = closing.flatMap((section) => section.lines.map((line) => line.text));
          expect(said.sort()).toEqual([ending, contact].filter(Boolean).sort());
          if (closing.length) expect(read.sections[read.sections.length - 1].role).toBe('contact');
          // The ask keeps its own words, without the closing ones.
          const rest = read.sections.filter((section) => section.role !== 'contact');
          const text = rest.flatMap((section) => section.lines.map((line) => line.text)).join(' ');
          expect(text).toContain(ASK[lang].slice(0, 20));
          if (ending) expect(text).not.toContain(ending);
        },
      ),
      { numRuns: 200, seed: 28 },
    );
  });
});
