/**
 * A deck's fact sheet: what the founder told us about the company, the one source every slide is
 * written from. Each fact records where it came from, and the founder confirms or edits it on the
 * outline page. A slide's number is a fact here or is computed from these in a way the slide says.
 */
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { rule } from '../validation';

export const FACT_SOURCES = ['typed', 'pasted', 'imported', 'onboarding', 'resume', 'suggested'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** The fact sheet's rules, one message per field so each names its field in the reader's language. */
export const FACT_RULES = defineMessages({
  source: {
    id: 'facts.source',
    defaultMessage: 'A fact comes from typed, pasted, imported, onboarding, resume or suggested text',
  },
  shareMax: { id: 'facts.shareMax', defaultMessage: 'A share is at most {max} %' },
  factMax: { id: 'facts.factMax', defaultMessage: 'A fact must be at most {max} characters' },
  unitMax: { id: 'facts.unitMax', defaultMessage: 'A unit must be at most {max} characters' },
  figureMax: { id: 'facts.figureMax', defaultMessage: 'A figure must be at most {max} characters' },
  dateMax: { id: 'facts.dateMax', defaultMessage: 'A date must be at most {max} characters' },
  whatIsSoldMax: { id: 'facts.whatIsSoldMax', defaultMessage: 'What is sold must be at most {max} characters' },
  periodMax: { id: 'facts.periodMax', defaultMessage: 'A period must be at most {max} characters' },
  competitorMax: { id: 'facts.competitorMax', defaultMessage: 'A competitor must be at most {max} characters' },
  nameMax: { id: 'facts.nameMax', defaultMessage: 'A name must be at most {max} characters' },
  roleMax: { id: 'facts.roleMax', defaultMessage: 'A role must be at most {max} characters' },
  instrumentMax: { id: 'facts.instrumentMax', defaultMessage: 'An instrument must be at most {max} characters' },
  useOfFundsMax: { id: 'facts.useOfFundsMax', defaultMessage: 'A use of funds must be at most {max} characters' },
  quantityNumber: { id: 'facts.quantityNumber', defaultMessage: 'A quantity must be a number' },
  quantityNegative: { id: 'facts.quantityNegative', defaultMessage: 'A quantity cannot be negative' },
  amountNumber: { id: 'facts.amountNumber', defaultMessage: 'An amount must be a number' },
  amountNegative: { id: 'facts.amountNegative', defaultMessage: 'An amount cannot be negative' },
  rateNumber: { id: 'facts.rateNumber', defaultMessage: 'A rate must be a number' },
  rateNegative: { id: 'facts.rateNegative', defaultMessage: 'A rate cannot be negative' },
  marketSizeNumber: { id: 'facts.marketSizeNumber', defaultMessage: 'A market size must be a number' },
  marketSizeNegative: { id: 'facts.marketSizeNegative', defaultMessage: 'A market size cannot be negative' },
  shareNumber: { id: 'facts.shareNumber', defaultMessage: 'A share must be a number' },
  shareNegative: { id: 'facts.shareNegative', defaultMessage: 'A share cannot be negative' },
});

const source = () =>
  string()
    .oneOf([...FACT_SOURCES], rule(FACT_RULES.source))
    .defined();
const prose = (tooLong: MessageDescriptor) =>
  string()
    .strict()
    .max(2000, rule(tooLong, { max: 2000 }))
    .defined();
const short = (tooLong: MessageDescriptor) =>
  string()
    .strict()
    .max(120, rule(tooLong, { max: 120 }));
const amount = (notNumber: MessageDescriptor, negative: MessageDescriptor) =>
  number().strict().typeError(rule(notNumber)).min(0, rule(negative));

/** A fact told in the founder's words ('Smallholder farmers lose 30% of their yield…'). */
export const textFactSchema = object({
  text: prose(FACT_RULES.factMax),
  source: source(),
  /** Set when the founder confirmed it on the outline page. */
  confirmed: boolean().strict().optional(),
});
export type TextFact = InferType<typeof textFactSchema>;

const optionalFact = () => textFactSchema.default(undefined).optional();

/** A counted quantity: 1,200 paying farmers (as of a date when one was given). */
export const quantityFactSchema = object({
  value: amount(FACT_RULES.quantityNumber, FACT_RULES.quantityNegative).defined(),
  unit: short(FACT_RULES.unitMax).defined(),
  /** The figure as the founder wrote it ('1,200'), so the deck can say it the same way. */
  figure: short(FACT_RULES.figureMax).defined(),
  date: short(FACT_RULES.dateMax).optional(),
  source: source(),
});
export type QuantityFact = InferType<typeof quantityFactSchema>;

export const moneySchema = object({
  amount: amount(FACT_RULES.amountNumber, FACT_RULES.amountNegative).defined(),
  currency: string().strict().max(4).defined(),
  figure: short(FACT_RULES.figureMax).defined(),
});
export type Money = InferType<typeof moneySchema>;

export const businessModelFactSchema = textFactSchema.shape({
  /** What is sold ('a subscription', 'a flat fee per loan'). */
  what: short(FACT_RULES.whatIsSoldMax).optional(),
  price: moneySchema.default(undefined).optional(),
  /** A share taken, in %, when that is the price ('8% of each trip'). */
  rate: amount(FACT_RULES.rateNumber, FACT_RULES.rateNegative).max(100).optional(),
  /** Per what ('acre', 'crate', 'consultation'). */
  unit: short(FACT_RULES.unitMax).optional(),
  /** 'month', 'year', 'day'. */
  period: short(FACT_RULES.periodMax).optional(),
});
export type BusinessModelFact = InferType<typeof businessModelFactSchema>;

export const marketSizeSchema = object({
  label: string().oneOf(['TAM', 'SAM', 'SOM', '']).defined(),
  value: amount(FACT_RULES.marketSizeNumber, FACT_RULES.marketSizeNegative).defined(),
  unit: short(FACT_RULES.unitMax).defined(),
  figure: short(FACT_RULES.figureMax).defined(),
  /** Where the size comes from or how it was worked out, in the founder's words. */
  basis: string().strict().max(300).defined(),
});
export type MarketSize = InferType<typeof marketSizeSchema>;

export const marketFactSchema = textFactSchema.shape({ sizes: array(marketSizeSchema).max(6).defined() });
export type MarketFact = InferType<typeof marketFactSchema>;

export const competitionFactSchema = textFactSchema.shape({
  competitors: array(short(FACT_RULES.competitorMax).defined()).max(8).defined(),
  advantage: string().strict().max(500).optional(),
});
export type CompetitionFact = InferType<typeof competitionFactSchema>;

export const personFactSchema = object({
  name: short(FACT_RULES.nameMax).defined(),
  role: short(FACT_RULES.roleMax).defined(),
  bio: string().strict().max(400).optional(),
  source: source(),
});
export type PersonFact = InferType<typeof personFactSchema>;

export const askFactSchema = textFactSchema.shape({
  amount: moneySchema.default(undefined).optional(),
  /** 'seed', 'pre-seed', 'pre-Series A', 'grant', 'convertible note'… */
  instrument: short(FACT_RULES.instrumentMax).optional(),
});
export type AskFact = InferType<typeof askFactSchema>;

export const fundsItemSchema = object({
  label: short(FACT_RULES.useOfFundsMax).defined(),
  percent: amount(FACT_RULES.shareNumber, FACT_RULES.shareNegative)
    .max(100, rule(FACT_RULES.shareMax, { max: 100 }))
    .defined(),
  /** The share as the founder wrote it ('40 %', '45%'), so the deck can say it the same way. */
  figure: short(FACT_RULES.figureMax).optional(),
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
