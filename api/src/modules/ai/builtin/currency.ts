/**
 * Local currency beside USD wherever money appears (product-notes: an opening the other tools miss).
 *
 * Rule: the first country or city named in the founder's text (description, then target audience,
 * then objective) picks the currency; with none named, figures show USD with NGN and KES, the two
 * largest markets of Kuza's first founders. Rates are fixed, rounded and indicative (mid-2025 order
 * of magnitude), so a deck reads the same every time; they are for orientation, never for transactions.
 */

export type LocalCurrency = 'NGN' | 'KES' | 'ZAR' | 'GHS' | 'EGP' | 'XOF';

/** Units of local currency per 1 USD (indicative, rounded). */
export const INDICATIVE_USD_RATES: Readonly<Record<LocalCurrency, number>> = {
  NGN: 1500,
  KES: 130,
  ZAR: 18,
  GHS: 12,
  EGP: 50,
  XOF: 600,
};

export interface MarketPlace {
  /** Country as it should read in a sentence ('Kenya'); undefined when none was named. */
  country?: string;
  /** Region for market framing ('East Africa'). */
  region: string;
  currencies: LocalCurrency[];
  /** Rough share of the African market this country represents, to size a serviceable market (SAM). */
  marketShare?: number;
}

interface PlaceRule {
  country: string;
  region: string;
  currency: LocalCurrency;
  marketShare: number;
  names: string[];
}

const PLACES: readonly PlaceRule[] = [
  {
    country: 'Nigeria',
    region: 'West Africa',
    currency: 'NGN',
    marketShare: 0.16,
    names: [
      'nigeria',
      'nigerian',
      'lagos',
      'abuja',
      'kano',
      'ibadan',
      'port harcourt',
      'enugu',
      'kaduna',
      'benin city',
    ],
  },
  {
    country: 'Kenya',
    region: 'East Africa',
    currency: 'KES',
    marketShare: 0.07,
    names: ['kenya', 'kenyan', 'nairobi', 'mombasa', 'kisumu', 'nakuru', 'eldoret'],
  },
  {
    country: 'South Africa',
    region: 'Southern Africa',
    currency: 'ZAR',
    marketShare: 0.18,
    names: ['south africa', 'johannesburg', 'joburg', 'cape town', 'durban', 'pretoria', 'soweto', 'gqeberha'],
  },
  {
    country: 'Ghana',
    region: 'West Africa',
    currency: 'GHS',
    marketShare: 0.05,
    names: ['ghana', 'ghanaian', 'accra', 'kumasi', 'tamale', 'takoradi'],
  },
  {
    country: 'Egypt',
    region: 'North Africa',
    currency: 'EGP',
    marketShare: 0.14,
    names: ['egypt', 'egyptian', 'cairo', 'alexandria', 'giza'],
  },
  {
    country: 'Francophone West Africa',
    region: 'West Africa (WAEMU)',
    currency: 'XOF',
    marketShare: 0.07,
    names: [
      'senegal',
      'sénégal',
      'dakar',
      "côte d'ivoire",
      "cote d'ivoire",
      'ivory coast',
      'abidjan',
      'mali',
      'bamako',
      'burkina faso',
      'ouagadougou',
      'benin',
      'bénin',
      'cotonou',
      'togo',
      'lomé',
      'lome',
      'niamey',
      'guinea-bissau',
      'waemu',
      'uemoa',
    ],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PLACES.flatMap((place) =>
  place.names.map((name) => ({ place, pattern: new RegExp(`(^|[^\\p{L}])${escape(name)}(?=$|[^\\p{L}])`, 'iu') })),
);

/** Finds the earliest place named across the texts (in the order given), e.g. description before audience. */
export function detectPlace(...texts: Array<string | undefined>): MarketPlace {
  for (const text of texts) {
    if (!text) continue;
    let best: { index: number; place: PlaceRule } | undefined;
    for (const { place, pattern } of MATCHERS) {
      const match = pattern.exec(text);
      if (match && (!best || match.index < best.index)) best = { index: match.index, place };
    }
    // 'Benin City' is in Nigeria: the longer Nigerian name wins over the country Benin at the same spot.
    if (best) {
      const { country, region, currency, marketShare } = best.place;
      return { country, region, currencies: [currency], marketShare };
    }
  }
  return { region: 'Africa', currencies: ['NGN', 'KES'] };
}

/** How compactAmount writes a value: its digits and suffix, and the number they stand for. */
function compact(value: number): { text: string; shown: number } {
  const abs = Math.abs(value);
  const scaled = (unit: number, suffix: string) => {
    const n = value / unit;
    const digits = Math.abs(n) >= 100 ? 0 : 1;
    const rounded = Number(n.toFixed(digits));
    return { text: `${String(rounded)}${suffix}`, shown: rounded * unit };
  };
  if (abs >= 1e12) return scaled(1e12, 'trn');
  if (abs >= 1e9) return scaled(1e9, 'bn');
  if (abs >= 1e6) return scaled(1e6, 'M');
  if (abs >= 1e4) {
    const thousands = Math.round(value / 1e3);
    return { text: `${thousands}k`, shown: thousands * 1e3 };
  }
  return { text: Math.round(value).toLocaleString('en-US'), shown: Math.round(value) };
}

/** 1_250_000 → '1.3M'; 85_000 → '85k'; 3_900_000_000_000 → '3.9trn'. */
export function compactAmount(value: number): string {
  return compact(value).text;
}

/** 'USD 1.2M (≈ KES 156M)' or, with no place named, 'USD 1.2M (≈ NGN 1.8bn / KES 156M)'. */
export function formatMoney(usd: number, place: MarketPlace): string {
  // Converting the amount as shown, not the exact one, gives one USD figure one local figure
  // wherever it appears (USD 12,500 and USD 13,000 both read 'USD 13k', so both are GHS 156k).
  const { text, shown } = compact(usd);
  const local = place.currencies.map((code) => `${code} ${compactAmount(shown * INDICATIVE_USD_RATES[code])}`);
  return `USD ${text} (≈ ${local.join(' / ')})`;
}

/** The one-line footnote decks carry under money figures. */
export function ratesFootnote(place: MarketPlace): string {
  const rates = place.currencies.map((code) => `USD 1 ≈ ${code} ${INDICATIVE_USD_RATES[code].toLocaleString('en-US')}`);
  return `Local figures use indicative rates (${rates.join(', ')}).`;
}
