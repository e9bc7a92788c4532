import {
  answerLength,
  type AnswerRedraft,
  type Application,
  type ApplicationAnswer,
  type AnswerLimit,
  type UpdateApplicationInput,
} from '@kuza/contracts';
import { api } from '@kuza/testing';

const anAnswer = (
  questionId: string,
  question: string,
  limit: AnswerLimit,
  text: string,
  extra: Partial<ApplicationAnswer> = {},
): ApplicationAnswer => ({
  questionId,
  question,
  limit,
  text,
  chars: [...text].length,
  length: answerLength(text, limit.unit),
  missing: [],
  stale: false,
  ...extra,
});

export const USE_OF_FUNDS_QUESTION = 'What will the money you raise pay for, and how much of it for each?';

/** SokoFresh's Techstars application as the API answers it: one stale answer, one with a question. */
export const anApplication = (): Application => ({
  id: 'a1',
  deckId: 'd1',
  program: 'techstars',
  programName: 'Techstars',
  programLink: 'https://www.techstars.com',
  season: '2025',
  eligibility: {
    verdict: 'unknown',
    checks: [
      { rule: 'revenue', met: 'yes', reason: 'Revenue-generating: USD 4,000 a month' },
      {
        rule: 'maxAgeYears',
        met: 'unknown',
        reason: 'No founding year yet: when was the company founded?',
      },
    ],
  },
  answers: [
    anAnswer('what', 'What does your company do?', { max: 60, unit: 'chars' }, 'Solar cold rooms for farmers.'),
    anAnswer(
      'traction',
      'What traction do you have so far?',
      { max: 300, unit: 'chars' },
      '1,200 paying farmers since 2023.',
      { stale: true },
    ),
    anAnswer('funding', 'How much are you raising, and for what?', { max: 50, unit: 'words' }, 'We raise USD 500k.', {
      missing: [USE_OF_FUNDS_QUESTION],
    }),
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** What the facts say now, for a redraft of the traction answer. */
export const REDRAFTED_TRACTION = '2,400 paying farmers since 2023. Revenue of USD 9,000 a month.';

/**
 * The application API as the API keeps one application: saves are applied (over the limit too; an
 * accepted redraft is no longer stale) and answered with the whole application; a redraft is the
 * saved answer beside the facts' one.
 */
export function fakeApplication(start: Application = anApplication()) {
  let current = start;
  api.on('GET', `/applications/${current.id}`, () => ({ body: { application: current } }));
  api.on('PUT', `/applications/${current.id}`, (call) => {
    const { answers } = call.body as UpdateApplicationInput;
    current = {
      ...current,
      answers: current.answers.map((answer) => {
        const edit = answers.find((candidate) => candidate.questionId === answer.questionId);
        if (!edit) return answer;
        return anAnswer(answer.questionId, answer.question, answer.limit, edit.text, {
          missing: answer.missing,
          stale: edit.fromFacts ? false : answer.stale,
        });
      }),
    };
    return { body: { application: current } };
  });
  api.on('POST', `/applications/${current.id}/answers/traction/redraft`, () => {
    const before = current.answers.find((answer) => answer.questionId === 'traction')!;
    const reply: AnswerRedraft = {
      before,
      after: anAnswer('traction', before.question, before.limit, REDRAFTED_TRACTION),
    };
    return { body: reply };
  });
  return { current: () => current };
}
