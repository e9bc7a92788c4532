/**
 * Figures as founders write them: '1,200', '7 500', '4.5 million', 'USD 500k', '600 000 USD',
 * 'KES 1.9 million', '22 %'. One reading for the fact extraction, the consistency checks and the
 * content bench, so a number counts as the same number everywhere.
 */

export interface Figure {
  /** The value with its multiplier applied: 'USD 500k' → 500000. */
  value: number;
  /** The figure as written, currency and unit included ('USD 500k', '22 %'). */
  text: string;
  /** Where it starts in the text read. */
  index: number;
  /** ISO-like code when a currency is written beside it ('KES', 'USD', 'XOF'). */
  currency?: string;
  percent?: boolean;
}

const CURRENCY_CODES: ReadonlyArray<[RegExp, string]> = [
  [/^(usd|us\$|\$)$/i, 'USD'],
  [/^(kes|kshs?)$/i, 'KES'],
  [/^(ngn|₦|naira)$/i, 'NGN'],
  [/^zar$/i, 'ZAR'],
  [/^(ghs|gh₵|₵|cedis?)$/i, 'GHS'],
  [/^(egp|e£)$/i, 'EGP'],
  [/^(xof|f?cfa)$/i, 'XOF'],
  [/^tzs$/i, 'TZS'],
  [/^ugx$/i, 'UGX'],
  [/^rwf$/i, 'RWF'],
  [/^etb$/i, 'ETB'],
  [/^(eur|€)$/i, 'EUR'],
];
const CURRENCY = String.raw`usd|us\$|\$|kes|kshs?|ngn|₦|zar|ghs|gh₵|₵|egp|e£|xof|fcfa|cfa|tzs|ugx|rwf|etb|eur|€`;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
  bn: 1e9,
  billion: 1e9,
  milliard: 1e9,
  milliards: 1e9,
};
// Groups of three after a comma, a space or a narrow space ('7 500', '600 000') belong to the number.
const NUMBER = String.raw`\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`(?:(${CURRENCY})\s?)?(${NUMBER})(?:\s?(k|thousand|mn|m|millions?|bn|billion|milliards?)\b)?(\s?%)?(?:\s?(${CURRENCY})\b)?`,
  'giu',
);

export function currencyCode(token: string | undefined): string | undefined {
  if (!token) return undefined;
  return CURRENCY_CODES.find(([pattern]) => pattern.test(token.trim()))?.[1];
}

/** Every figure in a text, in order. Digits inside words ('M-Pesa2', 'B2B') are not figures. */
export function readFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of (text ?? '').matchAll(FIGURE)) {
    const [whole, before, digits, multiplier, percent, after] = match;
    const start = match.index ?? 0;
    const offset = whole.indexOf(digits);
    const previous = text[start + offset - 1] ?? '';
    if (!before && /[\p{L}\d]/u.test(previous)) continue;
    // '2nd', '30km' and '4G' are words, not figures.
    if (!multiplier && !percent && !after && /\p{L}/u.test(text[start + whole.length] ?? '')) continue;
    const base = Number(digits.replace(/[,\u00a0\u202f ]/g, ''));
    if (!Number.isFinite(base)) continue;
    const value = multiplier ? base * MULTIPLIERS[multiplier.toLowerCase()] : base;
    figures.push({
      value: Math.round(value * 1000) / 1000,
      text: whole.trim(),
      index: start,
      currency: currencyCode(before ?? after),
      percent: Boolean(percent),
    });
  }
  return figures;
}

/** 500000 → 'USD 500,000'-style grouping, fixed so output does not depend on the locale. */
export function formatFigure(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The figures of a text whose value is none of `allowed` (the facts): what a slide would invent. */
export function unstatedFigures(text: string, allowed: ReadonlySet<number>): Figure[] {
  return readFigures(text).filter((figure) => !allowed.has(figure.value));
}
