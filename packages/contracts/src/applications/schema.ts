/**
 * Accelerator and investor applications drafted from a deck's fact sheet: what a programme is (its
 * questions, their limits, the facts each needs, who may apply) and what the API answers. Programmes
 * are data (programmes/*.ts), checked by `programmeSchema` in a test, so updating one is a data change.
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import { defineMessages } from '@kuza/i18n';
import { INDUSTRIES } from '../constants';
import type { FactKey } from '../facts/fact-sheet';
import { SECTION_ROLES } from '../facts/sections';
import { rule } from '../validation';

/** The applications' refusals, said in the reader's language. */
export const APPLICATION_MESSAGES = defineMessages({
  notFound: { id: 'applications.notFound', defaultMessage: 'Application not found' },
  unknownProgramme: {
    id: 'applications.unknownProgramme',
    defaultMessage: "Unknown programme ''{programme}''. Programmes: {known}.",
  },
  unknownQuestion: { id: 'applications.unknownQuestion', defaultMessage: 'This application has no such question' },
  chooseProgramme: { id: 'applications.chooseProgramme', defaultMessage: 'Choose a programme' },
  answerQuestion: { id: 'applications.answerQuestion', defaultMessage: 'An answer names its question' },
  answerText: { id: 'applications.answerText', defaultMessage: 'An answer is text' },
  answerMax: { id: 'applications.answerMax', defaultMessage: 'An answer is at most {max} characters' },
  answersRequired: { id: 'applications.answersRequired', defaultMessage: 'Send the answers to save' },
  exportFormat: { id: 'applications.exportFormat', defaultMessage: 'format must be docx or md' },
});

/** The fact sheet's own keys: what a question may need. */
export const APPLICATION_FACT_KEYS = SECTION_ROLES.filter((role): role is FactKey => role !== 'impact');

/** The stages a programme takes, earliest first; a deck's stage is read from its ask ('pre-seed round'). */
export const STARTUP_STAGES = ['idea', 'pre-seed', 'seed', 'series-a', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

export const LIMIT_UNITS = ['chars', 'words'] as const;
export type LimitUnit = (typeof LIMIT_UNITS)[number];

export const answerLimitSchema = object({
  max: number().strict().integer().min(1).defined(),
  unit: string<LimitUnit>()
    .oneOf([...LIMIT_UNITS])
    .defined(),
});
export type AnswerLimit = InferType<typeof answerLimitSchema>;

export const programmeQuestionSchema = object({
  /** Stable within a programme: saved answers name it. */
  id: string()
    .strict()
    .matches(/^[a-z0-9-]+$/, 'A question id is lower-case words joined by hyphens')
    .defined(),
  /** Written in Kuza's words after what such forms ask; checked against the live form before launch. */
  text: string().strict().min(10).max(300).defined(),
  limit: answerLimitSchema.defined(),
  /** The facts an answer is drafted from, in the order it says them; at least one. */
  needs: array(string<FactKey>().oneOf(APPLICATION_FACT_KEYS).defined())
    .min(1, 'A question needs at least one fact')
    .defined(),
});
export type ProgrammeQuestion = InferType<typeof programmeQuestionSchema>;

/** Who may apply. A rule left out is no rule: any stage, any sector, anywhere. */
export const eligibilityRulesSchema = object({
  stages: array(
    string<StartupStage>()
      .oneOf([...STARTUP_STAGES])
      .defined(),
  ).optional(),
  /** The company must already earn revenue. */
  revenue: boolean().strict().optional(),
  /** At most this much raised so far, in this currency (no conversion: another currency is a question). */
  maxRaised: object({ amount: number().strict().min(0).defined(), currency: string().strict().length(3).defined() })
    .default(undefined)
    .optional(),
  /** At most this many years since the company was founded. */
  maxAgeYears: number().strict().integer().min(1).optional(),
  sectors: array(
    string()
      .oneOf([...INDUSTRIES])
      .defined(),
  ).optional(),
  /** Where the company works: country names as Kuza reads them from the founder's text, or 'Africa'. */
  countries: array(string().strict().min(2).defined()).optional(),
});
export type EligibilityRules = InferType<typeof eligibilityRulesSchema>;

export const programmeSchema = object({
  id: string()
    .strict()
    .matches(/^[a-z0-9-]+$/, 'A programme id is lower-case words joined by hyphens')
    .defined(),
  name: string().strict().min(2).defined(),
  link: string().strict().url().defined(),
  /** The season the questions were modelled on ('2025'). */
  season: string().strict().min(4).defined(),
  questions: array(programmeQuestionSchema.defined())
    .min(3)
    .defined()
    .test('unique-ids', 'Question ids are unique within a programme', (questions) => {
      const ids = (questions ?? []).map((question) => question.id);
      return new Set(ids).size === ids.length;
    }),
  eligibility: eligibilityRulesSchema.defined(),
});
export type Programme = InferType<typeof programmeSchema>;

/** An answer's length in the unit its limit counts. */
export function answerLength(text: string, unit: LimitUnit): number {
  const flat = text.trim();
  if (unit === 'chars') return [...flat].length;
  return flat ? flat.split(/\s+/).length : 0;
}

/** The questions eligibility asks when the facts do not say, one per rule. */
export const ELIGIBILITY_PROMPTS = {
  stages: 'No stage yet: is this pre-seed, seed or later? Say it with your ask (e.g. "a USD 300k seed round").',
  revenue: 'No revenue yet: what did you earn last month or last year?',
  maxRaised: 'Nothing said about money raised: how much have you raised so far, and in what currency?',
  maxAgeYears: 'No founding year yet: when was the company founded?',
  sectors: 'No sector yet: which industry is the company in?',
  countries: 'No country yet: where does the company operate?',
} as const;
export type EligibilityRule = keyof typeof ELIGIBILITY_PROMPTS;

export const ELIGIBILITY_VERDICTS = ['eligible', 'not-eligible', 'unknown'] as const;

const eligibilityCheckSchema = object({
  rule: string<EligibilityRule>().defined(),
  /** 'unknown' when the facts do not say; `reason` is then the question that gets the fact. */
  met: string<'yes' | 'no' | 'unknown'>().oneOf(['yes', 'no', 'unknown']).defined(),
  reason: string().defined(),
});

export const eligibilitySchema = object({
  verdict: string<(typeof ELIGIBILITY_VERDICTS)[number]>()
    .oneOf([...ELIGIBILITY_VERDICTS])
    .defined(),
  checks: array(eligibilityCheckSchema.defined()).defined(),
});
export type Eligibility = InferType<typeof eligibilitySchema>;

export const applicationAnswerSchema = object({
  questionId: string().defined(),
  question: string().defined(),
  limit: answerLimitSchema.defined(),
  text: string().defined(),
  /** Characters in the text, whatever the limit counts. */
  chars: number().defined(),
  /** The text's length in the limit's unit; over `limit.max` is saved anyway, and shown in red. */
  length: number().defined(),
  /** The questions to the founder for the facts this answer needs and the sheet lacks. */
  missing: array(string().defined()).defined(),
  /** A fact the answer was drafted from changed since. */
  stale: boolean().defined(),
});
export type ApplicationAnswer = InferType<typeof applicationAnswerSchema>;

export const applicationSchema = object({
  id: string().defined(),
  deckId: string().defined(),
  program: string().defined(),
  programName: string().defined(),
  programLink: string().defined(),
  season: string().defined(),
  eligibility: eligibilitySchema.defined(),
  answers: array(applicationAnswerSchema.defined()).defined(),
  createdAt: string().defined(),
  updatedAt: string().defined(),
});
export type Application = InferType<typeof applicationSchema>;

export const applicationReplySchema = object({ application: applicationSchema.defined() });
/** A programme as the picker shows it before anything is drafted: who may apply, from the deck's facts now. */
export const programmeChoiceSchema = object({
  id: string().defined(),
  name: string().defined(),
  link: string().defined(),
  season: string().defined(),
  questions: number().defined(),
  eligibility: eligibilitySchema.defined(),
});
export type ProgrammeChoice = InferType<typeof programmeChoiceSchema>;

/** `GET /decks/:id/applications`: the deck's applications, and every programme with its eligibility. */
export const applicationListSchema = object({
  items: array(applicationSchema.defined()).defined(),
  programmes: array(programmeChoiceSchema.defined()).defined(),
});
export type ApplicationList = InferType<typeof applicationListSchema>;

/** One row of the workspace's applications (the dashboard): which programme, which deck, how far along. */
export const applicationSummarySchema = object({
  id: string().defined(),
  deckId: string().defined(),
  deckName: string().defined(),
  program: string().defined(),
  programName: string().defined(),
  /** Answers with any text, of `total` questions. */
  answered: number().defined(),
  total: number().defined(),
  updatedAt: string().defined(),
});
export type ApplicationSummary = InferType<typeof applicationSummarySchema>;

/** `GET /applications`: the workspace's applications, last edited first. */
export const applicationSummaryListSchema = object({ items: array(applicationSummarySchema.defined()).defined() });
export type ApplicationSummaryList = InferType<typeof applicationSummaryListSchema>;
export const answerRedraftSchema = object({
  before: applicationAnswerSchema.defined(),
  after: applicationAnswerSchema.defined(),
});
export type AnswerRedraft = InferType<typeof answerRedraftSchema>;

/** POST /decks/:id/applications. */
export const createApplicationSchema = object({
  program: string()
    .strict()
    .trim()
    .required(rule(APPLICATION_MESSAGES.chooseProgramme))
    .max(60, rule(APPLICATION_MESSAGES.chooseProgramme)),
});
export type CreateApplicationInput = InferType<typeof createApplicationSchema>;

export const APPLICATION_TEXT_MAX = 20_000;

/** PUT /applications/:id: the answers edited; any length up to a sanity cap is saved. */
export const updateApplicationSchema = object({
  answers: array(
    object({
      questionId: string().strict().required(rule(APPLICATION_MESSAGES.answerQuestion)),
      text: string()
        .strict()
        .defined(rule(APPLICATION_MESSAGES.answerText))
        .max(APPLICATION_TEXT_MAX, rule(APPLICATION_MESSAGES.answerMax, { max: APPLICATION_TEXT_MAX })),
      /** The text is a redraft from the current facts, accepted as it is: it is no longer stale. */
      fromFacts: boolean().strict().optional(),
    }).defined(),
  )
    .max(50)
    .required(rule(APPLICATION_MESSAGES.answersRequired)),
});
export type UpdateApplicationInput = InferType<typeof updateApplicationSchema>;

/** `/applications/:id/answers/:questionId/redraft`. */
export const answerParamsSchema = object({ id: string().defined(), questionId: string().defined() });

/** `GET /applications/:id/export?format=docx|md`. */
export const applicationExportQuerySchema = object({
  format: string<'docx' | 'md'>()
    .oneOf(['docx', 'md'], rule(APPLICATION_MESSAGES.exportFormat))
    .required(rule(APPLICATION_MESSAGES.exportFormat)),
});
