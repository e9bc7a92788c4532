/**
 * A deck's fact sheet: what the founder told us about the company, the one source every slide is
 * written from. Each fact records where it came from, and the founder confirms or edits it on the
 * outline page. A slide's number is a fact here or is computed from these in a way the slide says.
 */
import { defineMessages } from '@kuza/i18n';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { rule } from '../validation';

export const FACT_SOURCES = ['typed', 'pasted', 'imported', 'onboarding', 'resume', 'suggested'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

export const FACT_RULES = defineMessages({
  source: {
    id: 'facts.source',
    defaultMessage: 'A fact comes from typed, pasted, imported, onboarding, resume or suggested text',
  },
  shareMax: { id: 'facts.shareMax', defaultMessage: 'A share is at most {max} %' },
});

const source = () =>
  string()
    .oneOf([...FACT_SOURCES], rule(FACT_RULES.source))
    .defined();
const prose = (label: string) => string().strict().max(2000, `${label} must be at most 2000 characters`).defined();
const short = (label: string) => string().strict().max(120, `${label} must be at most 120 characters`);
const amount = (label: string) =>
  number().strict().typeError(`${label} must be a number`).min(0, `${label} cannot be negative`);

/** A fact told in the founder's words ('Smallholder farmers lose 30% of their yield…'). */
export const textFactSchema = object({
  text: prose('A fact'),
  source: source(),
  /** Set when the founder confirmed it on the outline page. */
  confirmed: boolean().strict().optional(),
});
export type TextFact = InferType<typeof textFactSchema>;

const optionalFact = () => textFactSchema.default(undefined).optional();

/** A counted quantity: 1,200 paying farmers (as of a date when one was given). */
export const quantityFactSchema = object({
  value: amount('A quantity').defined(),
  unit: short('A unit').defined(),
  /** The figure as the founder wrote it ('1,200'), so the deck can say it the same way. */
  figure: short('A figure').defined(),
  date: short('A date').optional(),
  source: source(),
});
export type QuantityFact = InferType<typeof quantityFactSchema>;

export const moneySchema = object({
  amount: amount('An amount').defined(),
  currency: string().strict().max(4).defined(),
  figure: short('A figure').defined(),
});
export type Money = InferType<typeof moneySchema>;

export const businessModelFactSchema = textFactSchema.shape({
  /** What is sold ('a subscription', 'a flat fee per loan'). */
  what: short('What is sold').optional(),
  price: moneySchema.default(undefined).optional(),
  /** A share taken, in %, when that is the price ('8% of each trip'). */
  rate: amount('A rate').max(100).optional(),
  /** Per what ('acre', 'crate', 'consultation'). */
  unit: short('A unit').optional(),
  /** 'month', 'year', 'day'. */
  period: short('A period').optional(),
});
export type BusinessModelFact = InferType<typeof businessModelFactSchema>;

export const marketSizeSchema = object({
  label: string().oneOf(['TAM', 'SAM', 'SOM', '']).defined(),
  value: amount('A market size').defined(),
  unit: short('A unit').defined(),
  figure: short('A figure').defined(),
  /** Where the size comes from or how it was worked out, in the founder's words. */
  basis: string().strict().max(300).defined(),
});
export type MarketSize = InferType<typeof marketSizeSchema>;

export const marketFactSchema = textFactSchema.shape({ sizes: array(marketSizeSchema).max(6).defined() });
export type MarketFact = InferType<typeof marketFactSchema>;

export const competitionFactSchema = textFactSchema.shape({
  competitors: array(short('A competitor').defined()).max(8).defined(),
  advantage: string().strict().max(500).optional(),
});
export type CompetitionFact = InferType<typeof competitionFactSchema>;

export const personFactSchema = object({
  name: short('A name').defined(),
  role: short('A role').defined(),
  bio: string().strict().max(400).optional(),
  source: source(),
});
export type PersonFact = InferType<typeof personFactSchema>;

export const askFactSchema = textFactSchema.shape({
  amount: moneySchema.default(undefined).optional(),
  /** 'seed', 'pre-seed', 'pre-Series A', 'grant', 'convertible note'… */
  instrument: short('An instrument').optional(),
});
export type AskFact = InferType<typeof askFactSchema>;

export const fundsItemSchema = object({
  label: short('A use of funds').defined(),
  percent: amount('A share')
    .max(100, rule(FACT_RULES.shareMax, { max: 100 }))
    .defined(),
  /** The share as the founder wrote it ('40 %', '45%'), so the deck can say it the same way. */
  figure: short('A figure').optional(),
  source: source(),
});
export type FundsItem = InferType<typeof fundsItemSchema>;

export const factSheetSchema = object({
  company: optionalFact(),
  oneLiner: optionalFact(),
  /** Who the customers are ('smallholder farmers in Kenya'). */
  audience: optionalFact(),
  problem: optionalFact(),
  solution: optionalFact(),
  product: optionalFact(),
  whyNow: optionalFact(),
  goToMarket: optionalFact(),
  businessModel: businessModelFactSchema.default(undefined).optional(),
  /** The traction section in the founder's words, and the quantities it counts. */
  traction: optionalFact(),
  customers: array(quantityFactSchema).max(12).defined(),
  market: marketFactSchema.default(undefined).optional(),
  competition: competitionFactSchema.default(undefined).optional(),
  team: array(personFactSchema).max(12).defined(),
  ask: askFactSchema.default(undefined).optional(),
  useOfFunds: array(fundsItemSchema).max(10).defined(),
  milestones: array(textFactSchema).max(10).defined(),
  contact: optionalFact(),
});
/** A deck's facts. `customers`, `team`, `useOfFunds` and `milestones` are lists, empty when unknown. */
export type FactSheet = InferType<typeof factSheetSchema>;

export const emptyFactSheet = (): FactSheet => ({ customers: [], team: [], useOfFunds: [], milestones: [] });

/** The facts a slide can be written from, by the kind of section it is. */
export type FactKey = Exclude<keyof FactSheet, 'customers'> | 'financials';
