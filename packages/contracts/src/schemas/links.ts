import { array, boolean, number, object, string, type InferType } from 'yup';
import { OTP_LENGTH } from '../constants';
import { emailAddress, line, text } from '../validation';

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

const label = line('Label')
  .min(1, 'Label is required')
  .max(LINK_LIMITS.labelMax, `Label must be at most ${LINK_LIMITS.labelMax} characters`);
const passcode = text('Passcode')
  .min(LINK_LIMITS.passcodeMin, `Passcode must be at least ${LINK_LIMITS.passcodeMin} characters`)
  .max(LINK_LIMITS.passcodeMax, `Passcode must be at most ${LINK_LIMITS.passcodeMax} characters`);
const nda = text('NDA').max(LINK_LIMITS.ndaMax, `NDA must be at most ${LINK_LIMITS.ndaMax} characters`);
const expiresAt = string()
  .strict()
  .typeError('Expiry must be a date')
  .test('date', 'Expiry must be a date', (value) => value === undefined || value === null || !isNaN(Date.parse(value)));
const flag = (name: string) => boolean().strict().typeError(`${name} must be true or false`);

/** POST /decks/:id/links (and /resumes/:id/links): a named link and its settings. */
export const createLinkSchema = object({
  label: label.required('Label is required'),
  requireEmail: flag('Require e-mail').default(false),
  passcode: passcode.optional(),
  expiresAt: expiresAt.optional(),
  allowDownload: flag('Allow download').default(false),
  watermark: flag('Watermark').default(false),
  nda: nda.optional(),
});
export type CreateLinkInput = InferType<typeof createLinkSchema>;

/** PATCH /decks/:id/links/:linkId: the settings to change; null removes a passcode, an expiry or an NDA. */
export const updateLinkSchema = object({
  label: label.optional(),
  requireEmail: flag('Require e-mail').optional(),
  passcode: passcode.nullable().optional(),
  expiresAt: expiresAt.nullable().optional(),
  allowDownload: flag('Allow download').optional(),
  watermark: flag('Watermark').optional(),
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
  email: emailAddress({ required: 'Email is required', invalid: 'Please enter a valid email address' }).optional(),
  passcode: text('Passcode').max(LINK_LIMITS.passcodeMax, 'Wrong passcode').optional(),
  acceptNda: flag('Accept NDA').optional(),
});
export type VisitStartInput = InferType<typeof visitStartSchema>;

/** POST /share/deck/:token/visit/verify: the code mailed to the viewer. */
export const visitVerifySchema = object({
  email: emailAddress({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  code: text('Code')
    .required('Code is required')
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Code must be ${OTP_LENGTH} digits`),
});
export type VisitVerifyInput = InferType<typeof visitVerifySchema>;

export const visitReplySchema = object({
  visitId: string().optional(),
  /** True when a code was mailed and the visit waits for it. */
  codeSent: boolean().optional(),
});

/** POST /share/<kind>/:token/activity: active seconds on one slide (a resume's section) since the last report. */
export const activitySchema = object({
  visitId: text('Visit').required('Visit is required').max(64, 'Unknown visit'),
  slide: number()
    .strict()
    .typeError('Slide must be a number')
    .required('Slide is required')
    .integer('Slide must be a whole number')
    .min(0, 'Slide is out of range')
    .max(LINK_LIMITS.slideMax - 1, 'Slide is out of range'),
  seconds: number()
    .strict()
    .typeError('Seconds must be a number')
    .required('Seconds is required')
    .min(0, 'Seconds cannot be negative')
    .max(LINK_LIMITS.reportMaxSeconds, `Seconds must be at most ${LINK_LIMITS.reportMaxSeconds}`),
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
