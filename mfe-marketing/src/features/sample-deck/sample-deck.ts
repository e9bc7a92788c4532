import intro from '../../assets/sample-deck/intro.svg';
import problem from '../../assets/sample-deck/problem.svg';
import solution from '../../assets/sample-deck/solution.svg';
import product from '../../assets/sample-deck/product.svg';
import market from '../../assets/sample-deck/market.svg';
import businessModel from '../../assets/sample-deck/business-model.svg';
import goToMarket from '../../assets/sample-deck/go-to-market.svg';
import financials from '../../assets/sample-deck/financials.svg';
import funding from '../../assets/sample-deck/funding.svg';
import amina from '../../assets/sample-deck/avatar-amina.svg';
import kwame from '../../assets/sample-deck/avatar-kwame.svg';
import zanele from '../../assets/sample-deck/avatar-zanele.svg';
import tunde from '../../assets/sample-deck/avatar-tunde.svg';

/**
 * The static marketing sample deck (product.md §3): ten slides of SokoPay, a fictional fintech.
 * One module feeds /pitch-slide and the landing page's Watch Demo slideshow.
 */

export interface TeamMember {
  name: string;
  role: string;
  image: string;
}

interface SlideBase {
  id: string;
  title: string;
  highlight: string;
  paragraph: string;
}

export interface ContentSlide extends SlideBase {
  type: 'content';
  bullets: string[];
  image: string;
  /** Text alternative of the image; the caption is shown under it. */
  imageAlt: string;
  caption: string;
}

export interface TeamSlide extends SlideBase {
  type: 'team';
  members: TeamMember[];
}

export type SampleSlide = ContentSlide | TeamSlide;

/** The spec's sample figures, in one place so every slide quotes them the same way. */
export const SAMPLE_FIGURES = {
  company: 'SokoPay',
  seedRound: '$1M',
  arr: '$250k',
  users: '50k+',
  projectedArr: '$2.5M',
  projectedYear: 2026,
  cac: '$1.50',
  ltv: '$22',
} as const;

const F = SAMPLE_FIGURES;

export const SAMPLE_DECK: readonly SampleSlide[] = [
  {
    id: 'intro',
    type: 'content',
    title: F.company,
    highlight: 'Digital payments and stock credit for neighbourhood shops',
    bullets: [
      'Founded in Nairobi in 2023',
      'Live in Kenya and Tanzania',
      `${F.users} shopkeepers and customers use ${F.company}`,
    ],
    paragraph: `${F.company} lets small retailers take mobile-money and card payments on any phone, and turns their sales history into fair credit for restocking.`,
    image: intro,
    imageAlt: 'A phone showing a payment QR code next to a small shop',
    caption: 'A SokoPay till runs on the phone the shopkeeper already owns.',
  },
  {
    id: 'problem',
    type: 'content',
    title: 'Problem',
    highlight: 'Neighbourhood shops run on cash and costly informal credit',
    bullets: [
      "Most sales go unrecorded, so lenders cannot see a shop's real revenue",
      'Suppliers want cash up front, so shelves run empty on the busiest days',
      'Informal lenders charge high daily rates to fill the gap',
    ],
    paragraph: 'Shopkeepers are good businesses that look invisible on paper. That keeps them small.',
    image: problem,
    imageAlt: 'A half-empty shelf and a crossed-out banknote',
    caption: 'No records, no credit: the cycle SokoPay breaks.',
  },
  {
    id: 'solution',
    type: 'content',
    title: 'Solution',
    highlight: 'One app to get paid, keep the books and restock on credit',
    bullets: [
      'Accept mobile money and cards with no extra hardware',
      'Every sale becomes a record, with daily books kept automatically',
      'Sales history unlocks stock credit from partner suppliers',
    ],
    paragraph: 'Payments are the way in; the records they create are what make credit safe and cheap.',
    image: solution,
    imageAlt: 'An app screen with three tiles: payments, reports and credit',
    caption: 'Payments, books and credit in one place.',
  },
  {
    id: 'product',
    type: 'content',
    title: 'Product and Features',
    highlight: 'Built for the phone and the network shopkeepers really have',
    bullets: [
      'Tap-to-pay and mobile-money QR on any Android phone',
      'Works offline and syncs when the network returns',
      'Stock credit repaid automatically from daily sales',
      'Sales reports in English and Swahili',
    ],
    paragraph: 'Shopkeepers are set up in under ten minutes by a field agent, with no paperwork beyond an ID.',
    image: product,
    imageAlt: 'A phone with a sales chart, a payment card and a contactless signal',
    caption: 'Tap, scan or pay by mobile money, even offline.',
  },
  {
    id: 'market',
    type: 'content',
    title: 'Market Opportunity',
    highlight: 'Informal retail is where East Africa shops',
    bullets: [
      'Beachhead: Kenya and Tanzania, where mobile money is already a habit',
      'Next: Uganda and Rwanda on the same mobile-money rails',
      'Three revenue lines from every shop: payments, software and credit',
    ],
    paragraph: 'We grow shop by shop in dense neighbourhoods, where one supplier serves hundreds of retailers.',
    image: market,
    imageAlt: 'Three nested circles for total, serviceable and obtainable market, with a map pin',
    caption: 'Start dense, then expand along supplier networks.',
  },
  {
    id: 'business-model',
    type: 'content',
    title: 'Business Model',
    highlight: 'Shops pay only when they earn',
    bullets: [
      'A 1% fee on digital payments',
      'A flat 3% fee on each stock-credit cycle',
      'Premium reports and staff accounts at $3 a month',
    ],
    paragraph: `Each shop costs ${F.cac} to acquire and is worth ${F.ltv} over its lifetime.`,
    image: businessModel,
    imageAlt: 'A stack of coins beside a percent sign',
    caption: 'Revenue grows with the shop.',
  },
  {
    id: 'go-to-market',
    type: 'content',
    title: 'Go-to-Market',
    highlight: 'Agents and suppliers bring the shops',
    bullets: [
      'Field agents sign up shops street by street',
      'Distributors offer SokoPay credit to the retailers they already supply',
      'Shopkeepers earn a reward for every neighbour they refer',
    ],
    paragraph: `Supplier partnerships keep acquisition cost at ${F.cac} a shop.`,
    image: goToMarket,
    imageAlt: 'A road passing two shops towards a flag',
    caption: 'Each supplier partnership opens hundreds of shops.',
  },
  {
    id: 'team',
    type: 'team',
    title: 'Team',
    highlight: 'Operators who have built payments and lending in Africa',
    paragraph: 'The founders met running agent networks for a mobile-money operator.',
    members: [
      { name: 'Amina Odhiambo', role: 'CEO and Co-founder', image: amina },
      { name: 'Kwame Mensah', role: 'CTO and Co-founder', image: kwame },
      { name: 'Zanele Dlamini', role: 'Head of Credit', image: zanele },
      { name: 'Tunde Adeyemi', role: 'Head of Growth', image: tunde },
    ],
  },
  {
    id: 'financials',
    type: 'content',
    title: 'Financials and Projections',
    highlight: `${F.arr} ARR today, ${F.projectedArr} projected by ${F.projectedYear}`,
    bullets: [
      `Current ARR: ${F.arr}`,
      `${F.users} users across Kenya and Tanzania`,
      `CAC ${F.cac}, LTV ${F.ltv}`,
      `Projected ARR: ${F.projectedArr} by ${F.projectedYear}`,
    ],
    paragraph: 'Growth comes from credit volume: every shop that borrows also moves more payments through SokoPay.',
    image: financials,
    imageAlt: 'A bar chart of ARR rising, with the projected years drawn dashed',
    caption: 'ARR, actual (solid) and projected (dashed).',
  },
  {
    id: 'funding',
    type: 'content',
    title: 'Funding Ask and Next Steps',
    highlight: `Raising a ${F.seedRound} seed round`,
    bullets: [
      '45% product and engineering',
      '35% growth in Kenya and Tanzania',
      '20% credit operations and compliance',
    ],
    paragraph: `The round takes ${F.company} to ${F.projectedArr} ARR and launches Uganda. Next step: a call with the founders.`,
    image: funding,
    imageAlt: 'A rocket lifting off',
    caption: `${F.seedRound} seed: 18 months of runway.`,
  },
];
