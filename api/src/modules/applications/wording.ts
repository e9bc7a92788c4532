/**
 * The model's wording of the answers (AI_PROVIDER=openai). Each answer is asked for on its own, from
 * the same sentences of the founder that its builtin draft is made of, within its limit. A fact the
 * sheet lacks is never sent, so it stays a question to the founder. The model's text is shown only
 * when it passes the figure check; otherwise, or when the model fails or is late, that answer keeps
 * its builtin draft and the others are not affected.
 */
import { answerLength, type ProgrammeQuestion } from '@kuza/contracts';
import type { AiConfig } from '../../config';
import { parseJsonLoose } from '../ai/openai/json-output';
import { invents } from '../ai/openai/model-checks';
import { openAiClient } from '../ai/openai/openai-provider';

export interface AnswerToWord {
  programmeName: string;
  question: ProgrammeQuestion;
  /** The founder's sentences for the needed facts the sheet has: all the answer may say. */
  facts: string[];
}

/** Each answer's wording, in order, or undefined where the builtin draft stands. */
export type AnswerWording = (answers: AnswerToWord[]) => Promise<Array<string | undefined>>;

/** For every answer of one draft together: a founder waits on the request. */
const DEFAULT_TIMEOUT_MS = 20_000;

export function wordingMessages({ programmeName, question, facts }: AnswerToWord) {
  const unit = question.limit.unit === 'chars' ? 'characters' : 'words';
  return [
    {
      role: 'system' as const,
      content: [
        `You word one answer of a startup's application to ${programmeName}, from the founder's facts alone.`,
        'Every figure, name, place and claim in the answer must be in the facts: add none, and leave out what does not fit rather than guess.',
        'Write in the language of the facts, plainly, without praise or stock phrases, in whole sentences.',
        `The answer must be at most ${question.limit.max} ${unit}.`,
        'Reply with JSON only: {"answer": "<the answer>"}.',
      ].join(' '),
    },
    {
      role: 'user' as const,
      content: `Question: ${question.text}\n\nFacts:\n${facts.map((line) => `- ${line}`).join('\n')}`,
    },
  ];
}

/**
 * The model's text if it may be shown: not empty, within its limit, and holding no figure, name or
 * stock wording the facts sent for it lack (the check a model's resume summary passes, here against
 * the facts alone).
 */
export function checkedWording(text: unknown, answer: AnswerToWord): string | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const { limit } = answer.question;
  if (!trimmed || answerLength(trimmed, limit.unit) > limit.max) return undefined;
  return invents(trimmed, answer.facts.join('\n')) ? undefined : trimmed;
}

const answerOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { answer?: unknown }).answer : undefined;

/** Answers worded by the OpenAI-compatible endpoint of `ai`, all under one deadline. */
export function openAiWording(
  ai: Pick<AiConfig, 'baseUrl' | 'apiKey' | 'model'>,
  options: { timeoutMs?: number; onError?: (error: unknown) => void } = {},
): AnswerWording {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // A failed answer keeps its builtin draft: no retry keeps the founder's wait bounded.
  const clientOf = openAiClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeoutMs, maxRetries: 0 });

  async function wordOne(answer: AnswerToWord, signal: AbortSignal): Promise<string | undefined> {
    const response = await (
      await clientOf()
    ).chat.completions.create({ model: ai.model, messages: wordingMessages(answer), temperature: 0.4 }, { signal });
    return checkedWording(answerOf(parseJsonLoose(response.choices[0]?.message?.content ?? '')), answer);
  }

  return (answers) => {
    const signal = AbortSignal.timeout(timeoutMs);
    return Promise.all(
      answers.map((answer) =>
        answer.facts.length
          ? wordOne(answer, signal).catch((error: unknown) => {
              options.onError?.(error);
              return undefined;
            })
          : Promise.resolve(undefined),
      ),
    );
  };
}
