/**
 * A letter of a script written right to left (Hebrew, Arabic and the scripts around it, their presentation forms),
 * or a mark that starts right-to-left text (RLM, RLE, RLO, RLI).
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]/;

/** Whether a text holds anything written right to left: an Arabic title in an English sentence, an Arabic name. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}
