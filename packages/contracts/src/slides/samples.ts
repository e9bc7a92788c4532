import { SLIDE_TYPES, type SlideType } from '../decks';
import type { Slide } from '../schemas/deck';
import { normalizeSlide } from './registry';

/** A 1 × 1 px PNG, so a sample picture needs no network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const LONG = 'so farmers keep their produce fresh for three weeks and sell when prices are fair';

/**
 * One slide of every kind, filled as generation fills them: what the parity test, the no-drop
 * corpus and the bench lay out and export. `long` makes every text longer (its layout may then
 * fall back to bullets with '(cont.)' slides, which is part of what is tested).
 */
export function sampleSlide(type: SlideType, variant = 0, long = false): Slide {
  const more = (text: string) => (long ? `${text}, ${LONG}` : text);
  const n = variant + 1;
  const base = { id: `${type}-${variant}${long ? '-long' : ''}`, type, notes: `Notes for the ${type} slide` };
  const fields: Record<SlideType, Partial<Slide>> = {
    title: {
      title: `SokoFresh ${n}`,
      content: more('Solar cold rooms for smallholder farmers'),
      bullets: ['Seed round: USD 500k'],
    },
    section: {
      title: more(`Part ${n}: the market`),
      content: more('Why smallholder produce is a large market now'),
      icon: 'globe',
    },
    content: {
      title: more('The problem farmers face'),
      content: more('Up to 40% of fresh produce is lost between farm and market'),
      bullets: [
        more('No cold storage near farms'),
        more('Middlemen set the price'),
        more('Credit needs records farmers lack'),
      ],
      icon: 'target',
    },
    'two-column': {
      title: 'Before and after SokoFresh',
      bullets: [
        more('Before: produce rots in days'),
        'Before: sold at any price',
        more('After: fresh for 21 days'),
        'After: 30% better prices',
      ],
    },
    kpi: {
      title: 'Traction',
      content: more('Growing every month since the pilot'),
      bullets: [`${n},200 farmers served`, more('USD 36k annual revenue'), '45% repeat rate', '3x yield per season'],
      icon: 'growth',
    },
    chart: {
      title: 'Revenue',
      content: more('Revenue doubles each year as rooms fill'),
      bullets: [more('Rooms break even in year two')],
      chart: {
        kind: 'bar',
        labels: ['2024', '2025', '2026'],
        series: [{ name: 'Revenue', values: [12, 36 * n, 90] }],
        unit: 'USD',
      },
    },
    table: {
      title: 'Competition',
      content: more('Only SokoFresh reaches smallholders at a fair price'),
      table: {
        rows: [
          ['Alternative', 'Reaches smallholders', 'Fair price'],
          ['Middlemen', 'Yes', 'No'],
          ['Aggregators', 'Partial', 'Partial'],
          ['SokoFresh', 'Yes', 'Yes'],
        ],
      },
    },
    team: {
      title: 'Team',
      content: more('Operators who have built cold chains before'),
      team: [
        { name: 'Wanjiru Kamau', role: 'CEO', bio: 'Supply chain, 9 years' },
        { name: 'Otieno Ochieng', role: 'CTO', bio: 'Mobile payments' },
        { name: 'Amina Yusuf', role: 'Operations', imageUrl: PIXEL },
      ],
    },
    timeline: {
      title: 'Roadmap',
      bullets: [
        `Q1 202${5 + (variant % 3)}: pilot in Kisumu`,
        more('Q3 2025: ten cold rooms'),
        '2026: Uganda',
        '2027: 100 rooms',
      ],
      icon: 'calendar',
    },
    quote: {
      title: 'What farmers say',
      content: more('SokoFresh saved my harvest and my family income'),
      bullets: ['Amina, tomato farmer, Kisumu'],
    },
    closing: {
      title: 'Thank you',
      content: more('Join us in cutting post-harvest loss'),
      bullets: ['wanjiru@sokofresh.co', 'sokofresh.co'],
    },
    image: {
      title: 'The cold room',
      content: more('A solar room holds 300 crates'),
      bullets: ['Paid per crate via M-Pesa'],
      media: { src: PIXEL, alt: 'A cold room', caption: 'Kisumu, 2025' },
    },
  };
  return normalizeSlide({ ...base, ...fields[type] });
}

/** One sample of every kind, in the order a deck tells its story. */
export const sampleSlides = (variant = 0, long = false): Slide[] =>
  SLIDE_TYPES.map((type) => sampleSlide(type, variant, long));
