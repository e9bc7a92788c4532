import { defineMessages, say, type SaidMessage } from '@kuza/i18n';
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

/** What a slide says: a message in the page's language, or a name, the same in every language. */
export type Words = SaidMessage | string;

export interface TeamMember {
  name: string;
  role: Words;
  image: string;
}

interface SlideBase {
  id: string;
  title: Words;
  highlight: Words;
  paragraph: Words;
}

export interface ContentSlide extends SlideBase {
  type: 'content';
  bullets: Words[];
  image: string;
  /** Text alternative of the image; the caption is shown under it. */
  imageAlt: Words;
  caption: Words;
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

/** The figures every message of the deck may quote ('{arr} ARR today'). */
const FIGURE_VALUES = { ...SAMPLE_FIGURES };

const words = defineMessages({
  introHighlight: {
    id: 'marketing.sample.intro.highlight',
    defaultMessage: 'Digital payments and stock credit for neighbourhood shops',
  },
  introBullet1: { id: 'marketing.sample.intro.bullet1', defaultMessage: 'Founded in Nairobi in 2023' },
  introBullet2: { id: 'marketing.sample.intro.bullet2', defaultMessage: 'Live in Kenya and Tanzania' },
  introBullet3: {
    id: 'marketing.sample.intro.bullet3',
    defaultMessage: '{users} shopkeepers and customers use {company}',
  },
  introParagraph: {
    id: 'marketing.sample.intro.paragraph',
    defaultMessage:
      '{company} lets small retailers take mobile-money and card payments on any phone, and turns their sales history into fair credit for restocking.',
  },
  introImageAlt: {
    id: 'marketing.sample.intro.imageAlt',
    defaultMessage: 'A phone showing a payment QR code next to a small shop',
  },
  introCaption: {
    id: 'marketing.sample.intro.caption',
    defaultMessage: 'A {company} till runs on the phone the shopkeeper already owns.',
  },
  problemTitle: { id: 'marketing.sample.problem.title', defaultMessage: 'Problem' },
  problemHighlight: {
    id: 'marketing.sample.problem.highlight',
    defaultMessage: 'Neighbourhood shops run on cash and costly informal credit',
  },
  problemBullet1: {
    id: 'marketing.sample.problem.bullet1',
    defaultMessage: "Most sales go unrecorded, so lenders cannot see a shop's real revenue",
  },
  problemBullet2: {
    id: 'marketing.sample.problem.bullet2',
    defaultMessage: 'Suppliers want cash up front, so shelves run empty on the busiest days',
  },
  problemBullet3: {
    id: 'marketing.sample.problem.bullet3',
    defaultMessage: 'Informal lenders charge high daily rates to fill the gap',
  },
  problemParagraph: {
    id: 'marketing.sample.problem.paragraph',
    defaultMessage: 'Shopkeepers are good businesses that look invisible on paper. That keeps them small.',
  },
  problemImageAlt: {
    id: 'marketing.sample.problem.imageAlt',
    defaultMessage: 'A half-empty shelf and a crossed-out banknote',
  },
  problemCaption: {
    id: 'marketing.sample.problem.caption',
    defaultMessage: 'No records, no credit: the cycle {company} breaks.',
  },
  solutionTitle: { id: 'marketing.sample.solution.title', defaultMessage: 'Solution' },
  solutionHighlight: {
    id: 'marketing.sample.solution.highlight',
    defaultMessage: 'One app to get paid, keep the books and restock on credit',
  },
  solutionBullet1: {
    id: 'marketing.sample.solution.bullet1',
    defaultMessage: 'Accept mobile money and cards with no extra hardware',
  },
  solutionBullet2: {
    id: 'marketing.sample.solution.bullet2',
    defaultMessage: 'Every sale becomes a record, with daily books kept automatically',
  },
  solutionBullet3: {
    id: 'marketing.sample.solution.bullet3',
    defaultMessage: 'Sales history unlocks stock credit from partner suppliers',
  },
  solutionParagraph: {
    id: 'marketing.sample.solution.paragraph',
    defaultMessage: 'Payments are the way in; the records they create are what make credit safe and cheap.',
  },
  solutionImageAlt: {
    id: 'marketing.sample.solution.imageAlt',
    defaultMessage: 'An app screen with three tiles: payments, reports and credit',
  },
  solutionCaption: {
    id: 'marketing.sample.solution.caption',
    defaultMessage: 'Payments, books and credit in one place.',
  },
  productTitle: { id: 'marketing.sample.product.title', defaultMessage: 'Product and Features' },
  productHighlight: {
    id: 'marketing.sample.product.highlight',
    defaultMessage: 'Built for the phone and the network shopkeepers really have',
  },
  productBullet1: {
    id: 'marketing.sample.product.bullet1',
    defaultMessage: 'Tap-to-pay and mobile-money QR on any Android phone',
  },
  productBullet2: {
    id: 'marketing.sample.product.bullet2',
    defaultMessage: 'Works offline and syncs when the network returns',
  },
  productBullet3: {
    id: 'marketing.sample.product.bullet3',
    defaultMessage: 'Stock credit repaid automatically from daily sales',
  },
  productBullet4: { id: 'marketing.sample.product.bullet4', defaultMessage: 'Sales reports in English and Swahili' },
  productParagraph: {
    id: 'marketing.sample.product.paragraph',
    defaultMessage: 'Shopkeepers are set up in under ten minutes by a field agent, with no paperwork beyond an ID.',
  },
  productImageAlt: {
    id: 'marketing.sample.product.imageAlt',
    defaultMessage: 'A phone with a sales chart, a payment card and a contactless signal',
  },
  productCaption: {
    id: 'marketing.sample.product.caption',
    defaultMessage: 'Tap, scan or pay by mobile money, even offline.',
  },
  marketTitle: { id: 'marketing.sample.market.title', defaultMessage: 'Market Opportunity' },
  marketHighlight: {
    id: 'marketing.sample.market.highlight',
    defaultMessage: 'Informal retail is where East Africa shops',
  },
  marketBullet1: {
    id: 'marketing.sample.market.bullet1',
    defaultMessage: 'Beachhead: Kenya and Tanzania, where mobile money is already a habit',
  },
  marketBullet2: {
    id: 'marketing.sample.market.bullet2',
    defaultMessage: 'Next: Uganda and Rwanda on the same mobile-money rails',
  },
  marketBullet3: {
    id: 'marketing.sample.market.bullet3',
    defaultMessage: 'Three revenue lines from every shop: payments, software and credit',
  },
  marketParagraph: {
    id: 'marketing.sample.market.paragraph',
    defaultMessage: 'We grow shop by shop in dense neighbourhoods, where one supplier serves hundreds of retailers.',
  },
  marketImageAlt: {
    id: 'marketing.sample.market.imageAlt',
    defaultMessage: 'Three nested circles for total, serviceable and obtainable market, with a map pin',
  },
  marketCaption: {
    id: 'marketing.sample.market.caption',
    defaultMessage: 'Start dense, then expand along supplier networks.',
  },
  businessModelTitle: { id: 'marketing.sample.businessModel.title', defaultMessage: 'Business Model' },
  businessModelHighlight: {
    id: 'marketing.sample.businessModel.highlight',
    defaultMessage: 'Shops pay only when they earn',
  },
  businessModelBullet1: {
    id: 'marketing.sample.businessModel.bullet1',
    defaultMessage: 'A 1% fee on digital payments',
  },
  businessModelBullet2: {
    id: 'marketing.sample.businessModel.bullet2',
    defaultMessage: 'A flat 3% fee on each stock-credit cycle',
  },
  businessModelBullet3: {
    id: 'marketing.sample.businessModel.bullet3',
    defaultMessage: 'Premium reports and staff accounts at $3 a month',
  },
  businessModelParagraph: {
    id: 'marketing.sample.businessModel.paragraph',
    defaultMessage: 'Each shop costs {cac} to acquire and is worth {ltv} over its lifetime.',
  },
  businessModelImageAlt: {
    id: 'marketing.sample.businessModel.imageAlt',
    defaultMessage: 'A stack of coins beside a percent sign',
  },
  businessModelCaption: {
    id: 'marketing.sample.businessModel.caption',
    defaultMessage: 'Revenue grows with the shop.',
  },
  goToMarketTitle: { id: 'marketing.sample.goToMarket.title', defaultMessage: 'Go-to-Market' },
  goToMarketHighlight: {
    id: 'marketing.sample.goToMarket.highlight',
    defaultMessage: 'Agents and suppliers bring the shops',
  },
  goToMarketBullet1: {
    id: 'marketing.sample.goToMarket.bullet1',
    defaultMessage: 'Field agents sign up shops street by street',
  },
  goToMarketBullet2: {
    id: 'marketing.sample.goToMarket.bullet2',
    defaultMessage: 'Distributors offer {company} credit to the retailers they already supply',
  },
  goToMarketBullet3: {
    id: 'marketing.sample.goToMarket.bullet3',
    defaultMessage: 'Shopkeepers earn a reward for every neighbour they refer',
  },
  goToMarketParagraph: {
    id: 'marketing.sample.goToMarket.paragraph',
    defaultMessage: 'Supplier partnerships keep acquisition cost at {cac} a shop.',
  },
  goToMarketImageAlt: {
    id: 'marketing.sample.goToMarket.imageAlt',
    defaultMessage: 'A road passing two shops towards a flag',
  },
  goToMarketCaption: {
    id: 'marketing.sample.goToMarket.caption',
    defaultMessage: 'Each supplier partnership opens hundreds of shops.',
  },
  teamTitle: { id: 'marketing.sample.team.title', defaultMessage: 'Team' },
  teamHighlight: {
    id: 'marketing.sample.team.highlight',
    defaultMessage: 'Operators who have built payments and lending in Africa',
  },
  teamParagraph: {
    id: 'marketing.sample.team.paragraph',
    defaultMessage: 'The founders met running agent networks for a mobile-money operator.',
  },
  teamRole1: { id: 'marketing.sample.team.role1', defaultMessage: 'CEO and Co-founder' },
  teamRole2: { id: 'marketing.sample.team.role2', defaultMessage: 'CTO and Co-founder' },
  teamRole3: { id: 'marketing.sample.team.role3', defaultMessage: 'Head of Credit' },
  teamRole4: { id: 'marketing.sample.team.role4', defaultMessage: 'Head of Growth' },
  financialsTitle: { id: 'marketing.sample.financials.title', defaultMessage: 'Financials and Projections' },
  financialsHighlight: {
    id: 'marketing.sample.financials.highlight',
    defaultMessage: '{arr} ARR today, {projectedArr} projected by {projectedYear}',
  },
  financialsBullet1: { id: 'marketing.sample.financials.bullet1', defaultMessage: 'Current ARR: {arr}' },
  financialsBullet2: {
    id: 'marketing.sample.financials.bullet2',
    defaultMessage: '{users} users across Kenya and Tanzania',
  },
  financialsBullet3: { id: 'marketing.sample.financials.bullet3', defaultMessage: 'CAC {cac}, LTV {ltv}' },
  financialsBullet4: {
    id: 'marketing.sample.financials.bullet4',
    defaultMessage: 'Projected ARR: {projectedArr} by {projectedYear}',
  },
  financialsParagraph: {
    id: 'marketing.sample.financials.paragraph',
    defaultMessage:
      'Growth comes from credit volume: every shop that borrows also moves more payments through {company}.',
  },
  financialsImageAlt: {
    id: 'marketing.sample.financials.imageAlt',
    defaultMessage: 'A bar chart of ARR rising, with the projected years drawn dashed',
  },
  financialsCaption: {
    id: 'marketing.sample.financials.caption',
    defaultMessage: 'ARR, actual (solid) and projected (dashed).',
  },
  fundingTitle: { id: 'marketing.sample.funding.title', defaultMessage: 'Funding Ask and Next Steps' },
  fundingHighlight: { id: 'marketing.sample.funding.highlight', defaultMessage: 'Raising a {seedRound} seed round' },
  fundingBullet1: { id: 'marketing.sample.funding.bullet1', defaultMessage: '45% product and engineering' },
  fundingBullet2: { id: 'marketing.sample.funding.bullet2', defaultMessage: '35% growth in Kenya and Tanzania' },
  fundingBullet3: { id: 'marketing.sample.funding.bullet3', defaultMessage: '20% credit operations and compliance' },
  fundingParagraph: {
    id: 'marketing.sample.funding.paragraph',
    defaultMessage:
      'The round takes {company} to {projectedArr} ARR and launches Uganda. Next step: a call with the founders.',
  },
  fundingImageAlt: { id: 'marketing.sample.funding.imageAlt', defaultMessage: 'A rocket lifting off' },
  fundingCaption: { id: 'marketing.sample.funding.caption', defaultMessage: '{seedRound} seed: 18 months of runway.' },
});

export const SAMPLE_DECK: readonly SampleSlide[] = [
  {
    id: 'intro',
    type: 'content',
    title: F.company,
    highlight: words.introHighlight,
    bullets: [words.introBullet1, words.introBullet2, say(words.introBullet3, FIGURE_VALUES)],
    paragraph: say(words.introParagraph, FIGURE_VALUES),
    image: intro,
    imageAlt: words.introImageAlt,
    caption: say(words.introCaption, FIGURE_VALUES),
  },
  {
    id: 'problem',
    type: 'content',
    title: words.problemTitle,
    highlight: words.problemHighlight,
    bullets: [words.problemBullet1, words.problemBullet2, words.problemBullet3],
    paragraph: words.problemParagraph,
    image: problem,
    imageAlt: words.problemImageAlt,
    caption: say(words.problemCaption, FIGURE_VALUES),
  },
  {
    id: 'solution',
    type: 'content',
    title: words.solutionTitle,
    highlight: words.solutionHighlight,
    bullets: [words.solutionBullet1, words.solutionBullet2, words.solutionBullet3],
    paragraph: words.solutionParagraph,
    image: solution,
    imageAlt: words.solutionImageAlt,
    caption: words.solutionCaption,
  },
  {
    id: 'product',
    type: 'content',
    title: words.productTitle,
    highlight: words.productHighlight,
    bullets: [words.productBullet1, words.productBullet2, words.productBullet3, words.productBullet4],
    paragraph: words.productParagraph,
    image: product,
    imageAlt: words.productImageAlt,
    caption: words.productCaption,
  },
  {
    id: 'market',
    type: 'content',
    title: words.marketTitle,
    highlight: words.marketHighlight,
    bullets: [words.marketBullet1, words.marketBullet2, words.marketBullet3],
    paragraph: words.marketParagraph,
    image: market,
    imageAlt: words.marketImageAlt,
    caption: words.marketCaption,
  },
  {
    id: 'business-model',
    type: 'content',
    title: words.businessModelTitle,
    highlight: words.businessModelHighlight,
    bullets: [words.businessModelBullet1, words.businessModelBullet2, words.businessModelBullet3],
    paragraph: say(words.businessModelParagraph, FIGURE_VALUES),
    image: businessModel,
    imageAlt: words.businessModelImageAlt,
    caption: words.businessModelCaption,
  },
  {
    id: 'go-to-market',
    type: 'content',
    title: words.goToMarketTitle,
    highlight: words.goToMarketHighlight,
    bullets: [words.goToMarketBullet1, say(words.goToMarketBullet2, FIGURE_VALUES), words.goToMarketBullet3],
    paragraph: say(words.goToMarketParagraph, FIGURE_VALUES),
    image: goToMarket,
    imageAlt: words.goToMarketImageAlt,
    caption: words.goToMarketCaption,
  },
  {
    id: 'team',
    type: 'team',
    title: words.teamTitle,
    highlight: words.teamHighlight,
    paragraph: words.teamParagraph,
    members: [
      { name: 'Amina Odhiambo', role: words.teamRole1, image: amina },
      { name: 'Kwame Mensah', role: words.teamRole2, image: kwame },
      { name: 'Zanele Dlamini', role: words.teamRole3, image: zanele },
      { name: 'Tunde Adeyemi', role: words.teamRole4, image: tunde },
    ],
  },
  {
    id: 'financials',
    type: 'content',
    title: words.financialsTitle,
    highlight: say(words.financialsHighlight, FIGURE_VALUES),
    bullets: [
      say(words.financialsBullet1, FIGURE_VALUES),
      say(words.financialsBullet2, FIGURE_VALUES),
      say(words.financialsBullet3, FIGURE_VALUES),
      say(words.financialsBullet4, FIGURE_VALUES),
    ],
    paragraph: say(words.financialsParagraph, FIGURE_VALUES),
    image: financials,
    imageAlt: words.financialsImageAlt,
    caption: words.financialsCaption,
  },
  {
    id: 'funding',
    type: 'content',
    title: words.fundingTitle,
    highlight: say(words.fundingHighlight, FIGURE_VALUES),
    bullets: [words.fundingBullet1, words.fundingBullet2, words.fundingBullet3],
    paragraph: say(words.fundingParagraph, FIGURE_VALUES),
    image: funding,
    imageAlt: words.fundingImageAlt,
    caption: say(words.fundingCaption, FIGURE_VALUES),
  },
];
