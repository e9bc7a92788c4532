import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { AUTH_MESSAGES } from '../account';
import { OTP_LENGTH } from '../constants';
import { emailAddress, line, rule, text } from '../validation';

/** The limits of the investor links of a deck or a resume, shared by the form and the API. */
export const LINK_LIMITS = {
  labelMax: 80,
  passcodeMin: 4,
  passcodeMax: 64,
  ndaMax: 5000,
  /** One activity report names at most this many seconds; the server still caps it to the time elapsed. */
  reportMaxSeconds: 3600,
  /** Slides a report may name (a deck never has more). */
  slideMax: 200,
} as const;

/** The kinds of document a named link may lead to. */
export type LinkedKind = 'deck' | 'resume';
/** What a visit's active time is counted per, for each kind: a deck's slides, a resume's sections. */
export const LINKED_PART: Record<LinkedKind, 'slide' | 'section'> = { deck: 'slide', resume: 'section' };

/** Why a link's deck is not shown yet: what the viewer must give first. */
export const LINK_GATE_CODES = ['email_required', 'passcode_required', 'nda_required'] as const;
export type LinkGateCode = (typeof LINK_GATE_CODES)[number];

/** The rules of a link's settings, its gate and its activity reports, said in the reader's language. */
export const LINK_RULES = defineMessages({
  labelRequired: { id: 'links.labelRequired', defaultMessage: 'Label is required' },
  labelMax: { id: 'links.labelMax', defaultMessage: 'Label must be at most {max} characters' },
  passcodeMin: { id: 'links.passcodeMin', defaultMessage: 'Passcode must be at least {min} characters' },
  passcodeMax: { id: 'links.passcodeMax', defaultMessage: 'Passcode must be at most {max} characters' },
  ndaMax: { id: 'links.ndaMax', defaultMessage: 'NDA must be at most {max} characters' },
  expiryDate: { id: 'links.expiryDate', defaultMessage: 'Expiry must be a date' },
  requireEmailFlag: { id: 'links.requireEmailFlag', defaultMessage: 'Require e-mail must be true or false' },
  allowDownloadFlag: { id: 'links.allowDownloadFlag', defaultMessage: 'Allow download must be true or false' },
  watermarkFlag: { id: 'links.watermarkFlag', defaultMessage: 'Watermark must be true or false' },
  acceptNdaFlag: { id: 'links.acceptNdaFlag', defaultMessage: 'Accept NDA must be true or false' },
  emailInvalid: { id: 'links.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  wrongPasscode: { id: 'links.wrongPasscode', defaultMessage: 'Wrong passcode' },
  codeRequired: { id: 'links.codeRequired', defaultMessage: 'Code is required' },
  codeDigits: { id: 'links.codeDigits', defaultMessage: 'Code must be {digits} digits' },
  visitRequired: { id: 'links.visitRequired', defaultMessage: 'Visit is required' },
  unknownVisit: { id: 'links.unknownVisit', defaultMessage: 'Unknown visit' },
  slideNumber: { id: 'links.slideNumber', defaultMessage: 'Slide must be a number' },
  slideRequired: { id: 'links.slideRequired', defaultMessage: 'Slide is required' },
  slideWhole: { id: 'links.slideWhole', defaultMessage: 'Slide must be a whole number' },
  slideOutOfRange: { id: 'links.slideOutOfRange', defaultMessage: 'Slide is out of range' },
  secondsNumber: { id: 'links.secondsNumber', defaultMessage: 'Seconds must be a number' },
  secondsRequired: { id: 'links.secondsRequired', defaultMessage: 'Seconds is required' },
  secondsNegative: { id: 'links.secondsNegative', defaultMessage: 'Seconds cannot be negative' },
  secondsMax: { id: 'links.secondsMax', defaultMessage: 'Seconds must be at most {max}' },
});

const label = line('Label')
  .min(1, rule(LINK_RULES.labelRequired))
  .max(LINK_LIMITS.labelMax, rule(LINK_RULES.labelMax, { max: LINK_LIMITS.labelMax }));
const passcode = text('Passcode')
  .min(LINK_LIMITS.passcodeMin, rule(LINK_RULES.passcodeMin, { min: LINK_LIMITS.passcodeMin }))
  .max(LINK_LIMITS.passcodeMax, rule(LINK_RULES.passcodeMax, { max: LINK_LIMITS.passcodeMax }));
const nda = text('NDA').max(LINK_LIMITS.ndaMax, rule(LINK_RULES.ndaMax, { max: LINK_LIMITS.ndaMax }));
const expiresAt = string()
  .strict()
  .typeError(rule(LINK_RULES.expiryDate))
  .test(
    'date',
    rule(LINK_RULES.expiryDate),
    (value) => value === undefined || value === null || !isNaN(Date.parse(value)),
  );
const flag = (message: MessageDescriptor) => boolean().strict().typeError(rule(message));

/** POST /decks/:id/links (and /resumes/:id/links): a named link and its settings. */
export const createLinkSchema = object({
  label: label.required(rule(LINK_RULES.labelRequired)),
  requireEmail: flag(LINK_RULES.requireEmailFlag).default(false),
  passcode: passcode.optional(),
  expiresAt: expiresAt.optional(),
  allowDownload: flag(LINK_RULES.allowDownloadFlag).default(false),
  watermark: flag(LINK_RULES.watermarkFlag).default(false),
  nda: nda.optional(),
});
export type CreateLinkInput = InferType<typeof createLinkSchema>;

/** PATCH /decks/:id/links/:linkId: the settings to change; null removes a passcode, an expiry or an NDA. */
export const updateLinkSchema = object({
  label: label.optional(),
  requireEmail: flag(LINK_RULES.requireEmailFlag).optional(),
  passcode: passcode.nullable().optional(),
  expiresAt: expiresAt.nullable().optional(),
  allowDownload: flag(LINK_RULES.allowDownloadFlag).optional(),
  watermark: flag(LINK_RULES.watermarkFlag).optional(),
  nda: nda.nullable().optional(),
});
export type UpdateLinkInput = InferType<typeof updateLinkSchema>;

/** A link as its deck's editors see it: never the passcode, only whether there is one. */
export const linkSchema = object({
  id: string().defined(),
  token: string().defined(),
  /** Path on the web site, /share/deck/<token>. */
  path: string().defined(),
  /** The whole address to send. */
  url: string().defined(),
  label: string().defined(),
  requireEmail: boolean().defined(),
  hasPasscode: boolean().defined(),
  expiresAt: string().optional(),
  allowDownload: boolean().defined(),
  watermark: boolean().defined(),
  nda: string().optional(),
  /** Revoked links answer 404; they stay listed with their visits. */
  revoked: boolean().defined(),
  createdAt: string().defined(),
});
export type DeckLink = InferType<typeof linkSchema>;

export const linkReplySchema = object({ link: linkSchema.defined() });
/** A link in its deck's list, with how often it was opened and when last (its analytics holds the rest). */
export const linkRowSchema = linkSchema.shape({
  /** Visits counted as the link's analytics counts them (not the deck's own members' views). */
  visits: number().defined(),
  lastVisitAt: string().optional(),
});
export type DeckLinkRow = InferType<typeof linkRowSchema>;
export const linkListSchema = object({ items: array(linkRowSchema.defined()).defined() });
export type DeckLinkList = InferType<typeof linkListSchema>;

/** POST /share/deck/:token/visit: what the link's gate asks for. */
export const visitStartSchema = object({
  email: emailAddress({ required: AUTH_MESSAGES.emailRequired, invalid: LINK_RULES.emailInvalid }).optional(),
  passcode: text('Passcode').max(LINK_LIMITS.passcodeMax, rule(LINK_RULES.wrongPasscode)).optional(),
  acceptNda: flag(LINK_RULES.acceptNdaFlag).optional(),
});
export type VisitStartInput = InferType<typeof visitStartSchema>;

/** POST /share/deck/:token/visit/verify: the code mailed to the viewer. */
export const visitVerifySchema = object({
  email: emailAddress({ required: AUTH_MESSAGES.emailRequired, invalid: LINK_RULES.emailInvalid }),
  code: text('Code')
    .required(rule(LINK_RULES.codeRequired))
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), rule(LINK_RULES.codeDigits, { digits: OTP_LENGTH })),
});
export type VisitVerifyInput = InferType<typeof visitVerifySchema>;

export const visitReplySchema = object({
  visitId: string().optional(),
  /** True when a code was mailed and the visit waits for it. */
  codeSent: boolean().optional(),
});

/** POST /share/<kind>/:token/activity: active seconds on one slide (a resume's section) since the last report. */
export const activitySchema = object({
  visitId: text('Visit').required(rule(LINK_RULES.visitRequired)).max(64, rule(LINK_RULES.unknownVisit)),
  slide: number()
    .strict()
    .typeError(rule(LINK_RULES.slideNumber))
    .required(rule(LINK_RULES.slideRequired))
    .integer(rule(LINK_RULES.slideWhole))
    .min(0, rule(LINK_RULES.slideOutOfRange))
    .max(LINK_LIMITS.slideMax - 1, rule(LINK_RULES.slideOutOfRange)),
  seconds: number()
    .strict()
    .typeError(rule(LINK_RULES.secondsNumber))
    .required(rule(LINK_RULES.secondsRequired))
    .min(0, rule(LINK_RULES.secondsNegative))
    .max(LINK_LIMITS.reportMaxSeconds, rule(LINK_RULES.secondsMax, { max: LINK_LIMITS.reportMaxSeconds })),
});
export type ActivityInput = InferType<typeof activitySchema>;

export const activityReplySchema = object({
  /** The seconds the server counted of this report. */
  counted: number().defined(),
});

const visitRow = object({
  email: string().optional(),
  startedAt: string().defined(),
  seconds: number().defined(),
  downloaded: boolean().defined(),
  device: string().oneOf(['phone', 'tablet', 'desktop']).optional(),
  slides: array(object({ index: number().defined(), seconds: number().defined() }).defined()).defined(),
});

/** GET /decks/:id/links/:linkId/analytics. */
export const linkAnalyticsSchema = object({
  summary: object({
    visits: number().defined(),
    viewers: number().defined(),
    totalSeconds: number().defined(),
    medianSeconds: number().defined(),
    lastVisitAt: string().optional(),
  }).defined(),
  visits: array(visitRow.defined()).defined(),
});
export type LinkAnalytics = InferType<typeof linkAnalyticsSchema>;
