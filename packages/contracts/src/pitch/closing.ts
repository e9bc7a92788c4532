/**
 * How a founder ends a pitch: their thanks ('Thank you so much.', 'Voilà, merci beaucoup !', 'Muito
 * obrigada!'), an invitation to talk ('Would you be open to a call next week?', 'Auriez-vous 30
 * minutes… ?', 'Teria 30 minutos…?') and how to reach them (an e-mail, a phone, a website). The reader
 * moves those last words, and any short line that gives a contact, to a closing part of their own, so
 * a deck ends on them. Nothing here writes a word: a pitch that ends on none gets no closing.
 */
import type { PitchLine } from './read-pitch';
import { fold, roleOfText } from './roles';

const THANKS =
  /^(?:(?:so|and|well|voila|alors|bon|e pronto|pronto|entao)[\s,]+)?(?:thank you|thanks|many thanks|merci|muito obrigad[oa]|obrigad[oa])\b(?! to (?!you|all|everyone))[^.!?]{0,40}[.!?\s]*$/;
const INVITES =
  /\b(?:would you (?:be )?(?:open|available|like|have)|could we|can we (?:talk|meet|set up)|are you (?:free|open|available)|happy to (?:send|share|talk|meet|walk|show)|(?:i'?d|we'?d|i would|we would) (?:love|be happy|be glad) to|let'?s (?:talk|meet)|get in touch|reach (?:me|us)|contact (?:me|us)|(?:are|is) ready to share|seriez-vous|auriez-vous|pourriez-vous|n'hesitez pas|je serais ravie? de|teria (?:\d+ minutos|disponibilidade|tempo)|gostavas? de|gostaria de|estaria disponivel|podemos (?:falar|conversar|marcar)|fico a aguardar)\b/;
const MAX_WORDS = 25;

/** A sentence that closes a pitch: thanks, or an invitation to talk or to ask for more. */
export function isClosingLine(sentence: string): boolean {
  const text = fold(sentence).trim();
  return text.split(/\s+/).length <= MAX_WORDS && (THANKS.test(text) || INVITES.test(text));
}

/** A short line that is mostly a way to reach the founder ('hello@kivucold.rw', 'Call +250 788 123 456'). */
export function isContactLine(line: PitchLine): boolean {
  if (line.kind === 'row' || roleOfText(line.text) !== 'contact') return false;
  const rest = line.text.replace(/\S*(?:@|www\.|https?:\/\/)\S*|\+?\d[\d\s()-]{6,}\d/g, ' ');
  return rest.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word)).length <= 4;
}

/**
 * Takes the closing sentences off the end of `lines` (the pitch's last part), in place, and returns
 * them in order: a line that ends on them keeps its other sentences.
 */
export function takeClosing(lines: PitchLine[], sentencesOf: (text: string) => string[]): PitchLine[] {
  const taken: PitchLine[] = [];
  while (lines.length) {
    const last = lines[lines.length - 1];
    if (last.kind === 'row') break;
    const said = sentencesOf(last.text);
    let keep = said.length;
    while (keep > 0 && isClosingLine(said[keep - 1])) keep -= 1;
    if (keep === said.length) break;
    taken.unshift({ text: said.slice(keep).join(' '), kind: 'text' });
    if (keep) {
      last.text = said.slice(0, keep).join(' ');
      break;
    }
    lines.pop();
  }
  return taken;
}
