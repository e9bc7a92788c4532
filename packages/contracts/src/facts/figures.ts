/**
 * Figures as founders write them: '1,200', '7 500', '4.5 million', 'USD 500k', '600 000 USD',
 * 'KES 1.9 million', '22 %', and in Arabic '١٬٢٠٠', '٢٫٥ مليون دولار', '٤٠٪'. One reading for the fact extraction, the consistency checks and the
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
  [/^(usd|us\$|\$|(?:us )?dollars?|d[oó]lares(?: americanos)?|دولار(?:ات)?(?: امريكي| أمريكي)?)$/i, 'USD'],
  [/^(kes|kshs?\.?|kenyan shillings?|shillings? k[ée]nyans|xelins? quenianos)$/i, 'KES'],
  [/^(ugandan shillings?|shillings? ougandais|xelins? ugandenses)$/i, 'UGX'],
  [/^(tanzanian shillings?|shillings? tanzaniens|xelins? tanzanianos)$/i, 'TZS'],
  [/^(ngn|₦|nairas?)$/i, 'NGN'],
  [/^(zar|r|rands?)$/i, 'ZAR'],
  [/^(nad|n\$)$/i, 'NAD'],
  [/^(bwp|p|pula)$/i, 'BWP'],
  [/^(mwk|mk)$/i, 'MWK'],
  [/^(mga|ar|ariary)$/i, 'MGA'],
  [/^(ghs|gh₵|gh¢|ghc|₵|cedis?)$/i, 'GHS'],
  [/^(egp|e£|£e|جنيه(?: مصري)?)$/i, 'EGP'],
  // 'LE 500' is Egypt's pound; 'Le 500' Sierra Leone's leone.
  [/^LE$/, 'EGP'],
  [/^(xof|f\s?cfa|cfa|franc[os]{0,2} cfa|cfa francs?)$/i, 'XOF'],
  [/^(eur|€|euros?|يورو)$/i, 'EUR'],
  [/^(gbp|£|pounds? sterling)$/i, 'GBP'],
  [/^(brl|r\$|reais)$/i, 'BRL'],
  [/^(aoa|kz|kwanzas?)$/i, 'AOA'],
  [/^(mzn|meticais)$/i, 'MZN'],
  [/^(mad|dhs?|dirhams?|درهم|دراهم)$/i, 'MAD'],
  [/^(tnd|dt|دينار تونسي|دنانير تونسية)$/i, 'TND'],
  [/^(dzd|da|دينار جزائري|دنانير جزائرية)$/i, 'DZD'],
  [/^(jod|دينار أردني|دينار اردني|دنانير أردنية)$/i, 'JOD'],
  [/^(sar|ريال سعودي|ريالات?)$/i, 'SAR'],
  [/^(mru|أوقية|اوقية)$/i, 'MRU'],
  [/^(sdg|جنيه سوداني)$/i, 'SDG'],
  [/^(cve|escudos?)$/i, 'CVE'],
  [/^(stn|dobras?)$/i, 'STN'],
  // Sierra Leone's leone: 'Le 5 000', 'SLE 2m'.
  [/^(sle|le|leones?)$/i, 'SLE'],
  [/^(etb|br|birr)$/i, 'ETB'],
  [/^(rwf|frw|rf|francs? rwandais)$/i, 'RWF'],
  [/^(cdf|fc|francs? congolais)$/i, 'CDF'],
  [/^(gnf|fg|francs? guin[ée]ens)$/i, 'GNF'],
  [/^(ush)$/i, 'UGX'],
  [/^(tsh)$/i, 'TZS'],
];
// ISO codes written as they are ('TZS 1.2m', 'XAF 500 000').
const ISO_CODES =
  'tzs|ugx|rwf|etb|xaf|cdf|gnf|mwk|zmw|bwp|nad|mur|mga|bif|sll|sle|lrd|gmd|sdg|ssp|djf|kmf|lyd|mru|sos|scr|szl|lsl|ern|chf|cad|inr|cny|jpy';
const CURRENCY = String.raw`usd|us\$|n\$|\$|kes|kshs?|ngn|₦|zar|ghs|gh₵|gh¢|ghc|₵|egp|e£|£e|xof|f\s?cfa|cfa|eur|€|gbp|£|brl|r\$|aoa|kz|mzn|mad|tnd|dzd|cve|stn|${ISO_CODES}`;
// Local signs written before an amount ('R8 million', 'P500', 'MK 20,000', 'Br 3,000', 'USh 5,000', 'TSh 10,000',
// 'FRw 300'), and after it ('200 DH', '40 DT', '500 DA', '4 000 Ar', '5 000 FC', '10 000 FG'): each only as a word
// of its own and in the case it is written in (CASED), so 'r', 'p', 'ar' or 'da' in a sentence are no money.
const LOCAL_BEFORE = String.raw`(?<![\p{L}\d])(?:r|p|mk|br|ush|tsh|frw|rf)`;
const LOCAL_AFTER = String.raw`dhs?|dt|da|ar|fc|fg`;
const CASED: Record<string, RegExp> = {
  r: /^R$/,
  p: /^P$/,
  mk: /^MK$/,
  br: /^Br$/,
  ush: /^US?h$|^USH$/,
  tsh: /^TS?h$|^TSH$/,
  frw: /^FRw$|^Frw$|^FRW$/,
  rf: /^RF$/,
  dt: /^DT$/,
  da: /^DA$/,
  ar: /^Ar$/,
  fc: /^FC$/,
  fg: /^FG$/,
};
/** A local sign written in another case than its own ('r', 'da') is a word, not money. */
const miscased = (token: string | undefined) => {
  const rule = token ? CASED[token.toLowerCase()] : undefined;
  return Boolean(rule && !rule.test(token!));
};
// A currency said in words after the figure, with or without 'de'/'d''/'of' ('500 000 de dólares',
// '2 millions d'euros', '2 milliards de francs CFA', '1,2 milhões de reais', '400 Kenyan shillings').
const CURRENCY_WORDS = String.raw`(?:us )?dollars?|d[oó]lares(?: americanos)?|euros?|franc[os]{0,2} cfa|cfa francs?|francs? (?:rwandais|congolais|guin[ée]ens)|nairas?|cedis?|rands?|reais|kwanzas?|meticais|dirhams?|escudos?|dobras?|leones?|birr|(?:kenyan|ugandan|tanzanian) shillings?|shillings? (?:k[ée]nyans|ougandais|tanzaniens)|xelins? (?:quenianos|ugandenses|tanzanianos)|pounds? sterling|دولار(?:ات)?(?: [أا]مريكي)?|يورو|جنيه(?: مصري| سوداني)?|درهم|دراهم|دينار (?:تونسي|جزائري|أردني|اردني)|دنانير(?: (?:تونسية|جزائرية|أردنية))?|ريال(?: سعودي)?|ريالات|[أا]وقية`;
const MULTIPLIERS: ReadonlyArray<[RegExp, number]> = [
  [/^(bn|b|bi|billion|billions|milliards?|mds?|mrds?|mil milh[oõ]es|bilh[aãoõ]es|bili[aãoõ]es|مليار|مليارات)$/i, 1e9],
  [/^(m|mn|mi|mio|million|millions|milh[aãoõ]o|milh[oõ]es|مليون|ملايين)$/i, 1e6],
  [/^(k|thousand|mille|milliers|mil|ألف|الف|آلاف|الاف)$/i, 1e3],
];
const MULTIPLIER = String.raw`mil milh[oõ]es|bilh[aãoõ]es|bili[aãoõ]es|billions?|milliards?|mrds?|mds?|bn|bi|milh[aãoõ]o|milh[oõ]es|millions?|mio|mn|mi|m|b|thousand|milliers|mille|mil|k|مليارات|مليار|ملايين|مليون|ألف|الف|آلاف|الاف`;
// Portuguese 'mi' and 'bi' ('R$ 2 mi', '1,5 bi de reais') are multipliers only beside a currency: '5 mi' alone is miles.
const MONEY_ONLY = /^(mi|bi)$/i;
// Groups of three after a comma, a full stop, a space, a narrow space or the Arabic thousands mark ('1,200',
// '1.200', '7 500', '١٬٢٠٠') belong to the number; a comma or full stop before other digits is a decimal mark
// ('1,5', '2.5'), and the Arabic decimal mark always is ('٢٫٥', '١٫٢٥٠').
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f \u066c]\d{3})+(?:[.,\u066b]\d+)?|\d+(?:[.,\u066b]\d+)?`;
const NOT_WORD = String.raw`(?![\p{L}\d])`;
// '22 %', '40 per cent', '35 pour cent', '20 por cento', '٤٠٪', '40 في المئة', '40 بالمائة'.
const PERCENT = String.raw`\s?[%\u066a]|\s(?:per ?cent|pour ?cent|por ?cento|في الما?ئة|بالما?ئة)${NOT_WORD}`;
const FIGURE = new RegExp(
  String.raw`(?:(${CURRENCY}|kshs?\.|\ble|${LOCAL_BEFORE})\s?)?(${NUMBER})(?:\s?(${MULTIPLIER})${NOT_WORD})?(${PERCENT})?(?:(?:\s|\s(?:de|of|em)\s|\sd['’])(${CURRENCY_WORDS})${NOT_WORD}|(?:\s?|\s(?:de|of)\s|\sd['’])(${CURRENCY}|${LOCAL_AFTER})${NOT_WORD})?`,
  'giu',
);
// 'Le 15 mars', 'le 2 juin': a date, not leones.
const MONTH =
  /^\s*(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|er\b|e\b)/i;
// Between the two ends of a range: 'USD 1–2m', '10-15%', '3 to 5 million', 'de 2 à 3 millions', '2 a 4 mil'.
const RANGE = /^\s?[–—-]\s?$|^\s(?:to|à|a|até)\s$/i;

/**
 * The value of digits as written in English, French or Portuguese: '1,200' and '1.200' and '1 200'
 * are 1200; '1,5' and '1.5' are 1.5; '1.234,56' and '1,234.56' are 1234.56. A lone full stop before
 * three digits groups thousands ('1.200 agricultores') unless a multiplier follows ('1.250 million').
 */
export function numberValue(digits: string, scaled = false): number {
  const western = westernDigits(digits);
  // The Arabic marks say which is which: '٬' groups thousands, '٫' is the decimal mark.
  if (/[\u066b\u066c]/.test(western))
    return Number(western.replace(/[\u066c,.\u00a0\u202f ]/g, '').replace('\u066b', '.'));
  const clean = western.replace(/[\u00a0\u202f ]/g, '');
  const marks = clean.match(/[.,]/g) ?? [];
  if (!marks.length) return Number(clean);
  const last = Math.max(clean.lastIndexOf('.'), clean.lastIndexOf(','));
  const tail = clean.slice(last + 1);
  const lastMark = clean[last];
  const mixed = new Set(marks).size > 1;
  const decimal = mixed || (marks.length === 1 && (tail.length !== 3 || (lastMark === '.' && scaled)));
  if (!decimal) return Number(clean.replace(/[.,]/g, ''));
  return Number(`${clean.slice(0, last).replace(/[.,]/g, '')}.${tail}`);
}

/**
 * Arabic-Indic digits ('٠'–'٩', and the Persian forms '۰'–'۹') as Western ones, one character for
 * one, so a figure's place in the text stays where the founder wrote it.
 */
export function westernDigits(text: string): string {
  if (!/[\u0660-\u0669\u06f0-\u06f9]/.test(text)) return text;
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

export function currencyCode(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const clean = token.trim();
  // An ISO code written as it is ('RWF 300', 'TZS 1.2m') is its own code.
  return (
    CURRENCY_CODES.find(([pattern]) => pattern.test(clean))?.[1] ??
    (new RegExp(`^(?:${ISO_CODES})$`, 'i').test(clean) ? clean.toUpperCase() : undefined)
  );
}

/** Every figure in a text, in order. Digits inside words ('M-Pesa2', 'B2B') are not figures. */
export function readFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  // Per figure: its digits and whether it wrote its own multiplier, for the ranges below.
  const written: Array<{ digits: string; factor: number; end: number }> = [];
  const source = text ?? '';
  for (const match of westernDigits(source).matchAll(FIGURE)) {
    const [, currencyBefore, digits, multiplierWritten, percent, word, code] = match;
    // The figure as the founder wrote it, in their digits.
    let whole = source.slice(match.index ?? 0, (match.index ?? 0) + match[0].length);
    let start = match.index ?? 0;
    let before: string | undefined = currencyBefore;
    let multiplier: string | undefined = multiplierWritten;
    // 'Le' is the leone only as written before an amount, never a French article ('le 2 juin', 'Le 15 mars').
    if (
      before &&
      /^le$/i.test(before) &&
      before !== 'LE' &&
      (before !== 'Le' || MONTH.test(text.slice(start + whole.length)))
    ) {
      start += westernDigits(whole).indexOf(digits);
      whole = whole.slice(westernDigits(whole).indexOf(digits));
      before = undefined;
    }
    if (miscased(before)) {
      start += westernDigits(whole).indexOf(digits);
      whole = whole.slice(westernDigits(whole).indexOf(digits));
      before = undefined;
    }
    let after: string | undefined = code ?? word;
    if (miscased(after)) {
      whole = whole
        .slice(0, whole.lastIndexOf(after!))
        .replace(/\s+(?:de|of)\s*$|\s+d['’]$/, '')
        .trimEnd();
      after = undefined;
    }
    // '5 mi' alone is five miles: the Portuguese multiplier needs money beside it.
    if (multiplier && MONEY_ONLY.test(multiplier) && !before && !after) {
      whole = whole.slice(0, westernDigits(whole).indexOf(digits) + digits.length);
      multiplier = undefined;
    }
    const offset = westernDigits(whole).indexOf(digits);
    const previous = source[start + offset - 1] ?? '';
    // Arabic joins 'and', 'with', 'for' to the next word, a figure too ('و30٪', 'ب5', 'ل2026'): such a letter
    // alone before the digits is no part of a word.
    const joined = /^[وبلفك]$/.test(previous) && !/[\p{L}\d]/u.test(source[start + offset - 2] ?? '');
    if (!before && /[\p{L}\d]/u.test(previous) && !joined) continue;
    // '2nd', '30km' and '4G' are words, not figures.
    if (!multiplier && !percent && !after && /\p{L}/u.test(source[start + whole.length] ?? '')) continue;
    const factor = multiplier ? (MULTIPLIERS.find(([pattern]) => pattern.test(multiplier))?.[1] ?? 1) : 1;
    const base = numberValue(digits, factor > 1);
    if (!Number.isFinite(base)) continue;
    const value = base * factor;
    written.push({ digits, factor, end: start + whole.length });
    figures.push({
      value: Math.round(value * 1000) / 1000,
      text: whole.trim(),
      index: start,
      currency: currencyCode(before ?? after),
      percent: Boolean(percent),
    });
  }
  // A range says its unit once, at its end: 'USD 1–2m' is 1 million to 2 million, '10-15%' two shares.
  // The low end must be below the high end's digits ('2024 – 4.1m' is a year, then a figure).
  for (let index = 0; index + 1 < figures.length; index += 1) {
    const [low, high] = [figures[index], figures[index + 1]];
    const [lowWritten, highWritten] = [written[index], written[index + 1]];
    if (!RANGE.test(text.slice(lowWritten.end, high.index))) continue;
    const lowBase = numberValue(lowWritten.digits, highWritten.factor > 1);
    if (lowWritten.factor !== 1 || lowBase >= numberValue(highWritten.digits, highWritten.factor > 1)) continue;
    // 'KES 4-6 per litre': the currency written at the start holds for the end too.
    if (low.currency && !high.currency) figures[index + 1] = { ...high, currency: low.currency };
    if (!high.percent && highWritten.factor === 1 && !high.currency) continue;
    figures[index] = {
      ...low,
      value: Math.round(lowBase * highWritten.factor * 1000) / 1000,
      percent: low.percent || high.percent,
      currency: low.currency ?? high.currency,
    };
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

/** A share of a whole with what it is for, in the founder's words ('45% engineering' → engineering, 45). */
export interface Share {
  label: string;
  percent: number;
  /** The share as written ('45 %'). */
  figure: string;
}

// Words that join a share to what it is for, or to the share before it: '45% for engineering',
// '45 % pour la technologie', '40 % vai para a expansão', '…, and corporate overhead (10%)', '… e produto (25%)'.
const SHARE_JOINERS =
  /^(?:(?:will go |goes |go |vai |v[aã]o |va |vont |iront |ira |sera |ser[aá] )?(?:and|et|e|to|for|on|into|in|towards?|pour|sur|dans|à|a|para|em|no|na|com|de|du|des|da|do|the|la|le|les|o|os|as)\s+)+|\s+(?:for|on|to|pour|de|para)$/i;

const squish = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * '50% drones and pilots, 30% sales, 20% software', 'Drones: 50%', 'engineering (45%)', a table row
 * 'Engineering | 45%', '- Use of funds: 45% engineering, …' → the shares, each with its label.
 */
export function shareSplit(text: string): Share[] {
  const items: Share[] = [];
  const shareCount = (part: string) => readFigures(part).filter((f) => f.percent).length;
  const parts = text
    .split(/[;؛\n]|\.\s/)
    // Several shares in one part are split at commas (the Arabic '،' too), then at their 'and' ('rollout (30%)
    // and sales (25%)', Arabic 'و' joined to the next share: '٣٥٪ للتوسع و٢٠٪ للتسويق'); one share keeps its part
    // whole ('production equipment, 60%').
    .flatMap((part) => (shareCount(part) > 1 ? part.split(/(?<!\d),|,(?!\d)|،/) : [part]))
    // Only an 'and' before the next share's figure cuts ('30% to warehouses and 20% to tech and hiring' keeps 'and
    // hiring' with its share).
    .flatMap((part) =>
      shareCount(part) > 1
        ? part.split(
            /\s+(?:and|et|e|&)\s+(?=(?:(?!(?:and|et|e|&)\s)[^\s,;]+\s+){0,4}?\(?[\d\u0660-\u0669]+(?:[.,]\d+)?\s?[%\u066a])|\s+و(?=[\d\u0660-\u0669])/,
          )
        : [part],
    );
  const clean = (label: string) =>
    squish(label.replace(/[()[\]|:–—]/g, ' ').replace(/^\s*-\s+|\s+-\s*$/g, ' '))
      .replace(/\.$/, '')
      .replace(SHARE_JOINERS, '')
      .replace(SHARE_JOINERS, '')
      .trim();
  for (const part of parts) {
    const shares = readFigures(part).filter((figure) => figure.percent);
    if (shares.length !== 1) continue;
    const [share] = shares;
    // What follows the share names it ('45% engineering'); else what comes before ('Engineering: 45%').
    const after = clean(part.slice(share.index + share.text.length));
    // A lead-in before a colon ('Proceeds will be allocated as follows: equipment, 60%') is not the label.
    const label = /\p{L}/u.test(after)
      ? after
      : clean(part.slice(0, share.index).replace(/^.*[:：]\s+(?=.*\p{L})/u, ''));
    if (label && label.length <= 120 && share.value > 0 && share.value <= 100)
      items.push({ label, percent: share.value, figure: share.text });
  }
  return items.slice(0, 10);
}
