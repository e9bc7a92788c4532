/**
 * Where a startup works: the first country or city named in the founder's text (description, then
 * target audience, then objective) gives its country, region and local currency. Decks show money
 * as the founder wrote it; nothing here converts an amount.
 */

export type LocalCurrency = 'NGN' | 'KES' | 'ZAR' | 'GHS' | 'EGP' | 'XOF';

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
