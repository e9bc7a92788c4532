import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { array, object, string, type InferType } from 'yup';
import { line, rule } from '../validation';

/** A date of a resume entry: a year ('2019') or a month ('2019-03'). */
export const RESUME_DATE = /^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/;

export const RESUME_ENTRY_MESSAGES = defineMessages({
  role: { id: 'resumeEntry.role', defaultMessage: 'Add the role (for education, the qualification)' },
  organisation: { id: 'resumeEntry.organisation', defaultMessage: 'Add the organisation (for education, the school)' },
  start: { id: 'resumeEntry.start', defaultMessage: 'Add when it started' },
  startFormat: {
    id: 'resumeEntry.startFormat',
    defaultMessage: 'The start must be a year (2019) or a month (2019-03)',
  },
  end: { id: 'resumeEntry.end', defaultMessage: 'Add when it ended, or choose "I work here now"' },
  endFormat: {
    id: 'resumeEntry.endFormat',
    defaultMessage: 'The end must be a year (2021), a month (2021-06) or present',
  },
  endBeforeStart: { id: 'resumeEntry.endBeforeStart', defaultMessage: 'The end cannot be before the start' },
  roleMax: { id: 'resumeEntry.roleMax', defaultMessage: 'Role must be at most {max} characters' },
  organisationMax: {
    id: 'resumeEntry.organisationMax',
    defaultMessage: 'Organisation must be at most {max} characters',
  },
  placeMax: { id: 'resumeEntry.placeMax', defaultMessage: 'Place must be at most {max} characters' },
  bulletMax: { id: 'resumeEntry.bulletMax', defaultMessage: 'A bullet must be at most {max} characters' },
  bullet: { id: 'resumeEntry.bullet', defaultMessage: 'A bullet cannot be empty' },
  bullets: { id: 'resumeEntry.bullets', defaultMessage: 'An entry has at most 20 bullets' },
});

/** 'present' for an entry still going on ('I work here now'). */
export const PRESENT = 'present';

/** Year and month (1–12) of a resume date; a bare year counts from its January. */
export function resumeDateParts(value: string): { year: number; month?: number } | undefined {
  if (!RESUME_DATE.test(value)) return undefined;
  const [year, month] = value.split('-').map(Number);
  return month ? { year: year!, month } : { year: year! };
}

/** Whether `end` is not before `start`; a bare year compares with the year of the other. */
export function endsAfterStart(start: string, end: string): boolean {
  if (end === PRESENT) return true;
  const [from, to] = [resumeDateParts(start), resumeDateParts(end)];
  if (!from || !to) return true;
  if (from.month === undefined || to.month === undefined) return to.year >= from.year;
  return to.year * 12 + to.month >= from.year * 12 + from.month;
}

const oneLine = (label: string, max: number, message: MessageDescriptor) =>
  line(label).max(max, rule(message, { max }));

/**
 * One entry of an Experience or Education section: a job (role at an organisation) or a
 * qualification (at a school), where, from when to when, and its bullets (one line each).
 */
export const resumeEntrySchema = object({
  role: oneLine('Role', 120, RESUME_ENTRY_MESSAGES.roleMax).required(rule(RESUME_ENTRY_MESSAGES.role)),
  organisation: oneLine('Organisation', 120, RESUME_ENTRY_MESSAGES.organisationMax).required(
    rule(RESUME_ENTRY_MESSAGES.organisation),
  ),
  place: oneLine('Place', 80, RESUME_ENTRY_MESSAGES.placeMax)
    .transform((value: unknown) => value || undefined)
    .optional(),
  start: string()
    .strict()
    .typeError(rule(RESUME_ENTRY_MESSAGES.startFormat))
    .required(rule(RESUME_ENTRY_MESSAGES.start))
    .matches(RESUME_DATE, rule(RESUME_ENTRY_MESSAGES.startFormat)),
  end: string()
    .strict()
    .typeError(rule(RESUME_ENTRY_MESSAGES.endFormat))
    .required(rule(RESUME_ENTRY_MESSAGES.end))
    .test(
      'format',
      rule(RESUME_ENTRY_MESSAGES.endFormat),
      (value) => value === PRESENT || RESUME_DATE.test(value ?? ''),
    )
    .test('after-start', rule(RESUME_ENTRY_MESSAGES.endBeforeStart), function check(value) {
      const start: unknown = this.parent?.start;
      return typeof start !== 'string' || !value || endsAfterStart(start, value);
    }),
  bullets: array(oneLine('A bullet', 300, RESUME_ENTRY_MESSAGES.bulletMax).required(rule(RESUME_ENTRY_MESSAGES.bullet)))
    .max(20, rule(RESUME_ENTRY_MESSAGES.bullets))
    .defined()
    .default([]),
});
/**
 * A resume entry. The type also carries what a parser read from free text, where a part may be
 * missing (an empty string); only entries that pass the schema are saved.
 */
export type ResumeEntry = InferType<typeof resumeEntrySchema>;
